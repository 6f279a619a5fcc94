/** Prose for the text transforms' tests. */

/** About 150 words of academic prose (Flesch-Kincaid grade about 26). */
export const DENSE = [
  'Contemporary investigations of adolescent literacy development demonstrate that comprehension difficulties frequently originate in insufficient vocabulary knowledge; consequently, instructional interventions that utilize systematic morphological analysis have attracted considerable scholarly attention.',
  'Researchers have endeavored to ascertain whether explicit instruction in derivational morphology facilitates the acquisition of academic terminology, and numerous longitudinal studies indicate that students who receive such instruction subsequently exhibit measurable improvements in reading comprehension.',
  'Nevertheless, the magnitude of these effects varies considerably across populations, which suggests that additional contextual factors, including socioeconomic circumstances and prior educational opportunities, moderate the relationship between morphological awareness and comprehension.',
  'In order to accommodate this heterogeneity, educators should employ differentiated approaches that accelerate vocabulary growth for struggling readers, but they must also ensure that assessment instruments accurately reflect the multidimensional nature of linguistic proficiency.',
].join(' ');

/** Plain paragraphs on one topic, for summaries. */
export const ARTICLE = [
  'Photosynthesis is the process by which green plants make their own food. It takes place mostly in the leaves, inside small structures called chloroplasts. The chloroplasts contain chlorophyll, a pigment that absorbs light.',
  'During photosynthesis, plants take in carbon dioxide from the air and water from the soil. Light energy splits the water, and the plant combines the pieces with carbon dioxide to build sugar. Oxygen is released as a by-product.',
  'The sugar made by photosynthesis feeds the plant and, through food chains, almost every animal on Earth. Without photosynthesis, the oxygen in the atmosphere would slowly run out. Scientists study photosynthesis to grow better crops and to design artificial systems that capture solar energy.',
].join('\n\n');

const MORE = [
  'Municipal governments increasingly rely on participatory budgeting mechanisms, whereby residents deliberate collectively regarding the allocation of discretionary public expenditures. Proponents contend that such arrangements strengthen democratic legitimacy and civic engagement; critics, however, observe that participation is frequently concentrated among already advantaged constituencies, thereby reproducing existing inequalities.',
  'Climate adaptation planning requires municipalities to anticipate infrastructural vulnerabilities under considerable uncertainty. Engineers evaluate drainage capacity, coastal defences and transportation networks, and they must reconcile probabilistic projections with budgetary constraints that preclude comprehensive reconstruction. Consequently, incremental interventions prioritised through cost-benefit analysis predominate in most jurisdictions.',
  'The historiography of industrialisation has undergone substantial revision since the mid-twentieth century. Earlier narratives emphasised technological breakthroughs and entrepreneurial initiative, whereas subsequent scholarship foregrounded labour conditions, household economies and the environmental consequences of coal-powered manufacturing, which transformed urban landscapes throughout northern Europe.',
];

/** About 2,250 words in 36 paragraphs, repetitive but varied enough to exercise every transform at length. */
export const LONG_TEXT = Array.from({ length: 6 }, () => [DENSE, ARTICLE, ...MORE].join('\n\n')).join('\n\n');
