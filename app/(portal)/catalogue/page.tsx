import type { Metadata } from 'next';
import { FeatureList } from '@/components/catalogue/feature-list.tsx';
import { CATEGORY_LABELS } from '@/components/catalogue/labels.ts';
import { PresetList } from '@/components/catalogue/preset-list.tsx';
import { PageHeader, Section } from '@/components/ui/page-header.tsx';
import { type CataloguePage as ListPage, listFeatures, listPresets } from '@/lib/catalog/list-catalogue.ts';
import { CATEGORIES, listFeaturesQuery } from '@/lib/catalog/schemas.ts';
import { requirePortalContext } from '@/lib/portal/context.ts';

export const metadata: Metadata = { title: 'Catalogue' };

/** Every entry of a catalogue list, following its pages (one or two of 200). */
async function everyEntry<T>(list: (cursor: string | undefined) => Promise<ListPage<T>>): Promise<T[]> {
  const entries: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await list(cursor);
    entries.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}

export default async function CataloguePage() {
  const ctx = await requirePortalContext();
  const [features, presets] = await Promise.all([
    everyEntry((cursor) => listFeatures(ctx.principal, listFeaturesQuery.parse({ limit: 200, cursor }))),
    everyEntry((cursor) => listPresets(ctx.principal, { limit: 200, cursor })),
  ]);
  const categories = CATEGORIES.map((category) => ({ category, features: features.filter((f) => f.category === category) })).filter(
    (c) => c.features.length > 0,
  );
  const notInWidget = features.filter((f) => !f.widget.supported).length;
  const featuresByCode = new Map(features.map((f) => [f.code, f]));

  return (
    <>
      <PageHeader
        title="Catalogue"
        description="The accessibility features your end users can turn on, and the presets that set several at once. It is the same for every team, and the API serves it (GET /features, GET /presets)."
      />
      <p className="mb-4">
        {features.length} features in {categories.length} categories; {notInWidget} of them are not in the embeddable widget, each with the reason.{' '}
        {presets.length} presets.
      </p>
      <nav aria-labelledby="catalogue-contents" className="mb-8 rounded-lg border border-slate-300 bg-white p-5">
        <h2 id="catalogue-contents" className="text-lg font-semibold text-slate-900">
          On this page
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {categories.map(({ category }) => (
            <li key={category}>
              <a href={`#category-${category}`}>{CATEGORY_LABELS[category]}</a>
            </li>
          ))}
          <li>
            <a href="#presets">Presets</a>
          </li>
        </ul>
      </nav>
      {categories.map(({ category, features: inCategory }) => (
        <div key={category} id={`category-${category}`} className="scroll-mt-4">
          <Section title={CATEGORY_LABELS[category]}>
            <FeatureList features={inCategory} />
          </Section>
        </div>
      ))}
      <div id="presets" className="scroll-mt-4">
        <Section title="Presets">
          <PresetList presets={presets} featuresByCode={featuresByCode} />
        </Section>
      </div>
    </>
  );
}
