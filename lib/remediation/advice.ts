import { newestCriterion, REMOVED_CRITERIA } from '@/lib/wcag/criteria.ts';
import type { AnalyzedFinding } from './types.ts';

/**
 * Advice for a finding no rule fixes: what a developer does, as an instruction per axe rule, and the WCAG
 * success criteria it fails (from the finding, which has them from axe's tags). axe's own failure summary
 * ("Element does not have an alt attribute") says what is wrong with the element, not what to do.
 */

/** Per axe-core rule id (every rule of axe-core 4.14, fixable ones too: a fixer may not read some markup). */
const INSTRUCTIONS: Readonly<Record<string, string>> = {
  accesskeys: 'Give each accesskey attribute a value no other element on the page uses, or remove the duplicates.',
  'area-alt': 'Give each <area> of the image map an alt attribute (or aria-label) that says where its link goes.',
  'aria-allowed-attr': "Remove the ARIA attributes the element's role does not support, or give it a role that supports them.",
  'aria-allowed-role':
    'Remove the role attribute, or use a role this element may take; better, use the native element whose role you need (a <button>, not a <div role="button">).',
  'aria-braille-equivalent':
    'Give the element a non-braille equivalent: with aria-braillelabel, an accessible name too (text content, aria-label or aria-labelledby); with aria-brailleroledescription, an aria-roledescription too.',
  'aria-command-name':
    'Give the button, link or menu item an accessible name: visible text inside it, aria-labelledby pointing at visible text, or aria-label.',
  'aria-conditional-attr':
    "Use the ARIA attribute only as the element's role allows: leave aria-checked off a native checkbox (its checked state says it), and put aria-posinset, aria-setsize and aria-level on rows only inside a treegrid.",
  'aria-deprecated-role': 'Replace the deprecated ARIA role with its current equivalent or a native element (role="directory" becomes role="list").',
  'aria-dialog-name': 'Name the dialog: aria-labelledby pointing at its visible heading, or aria-label.',
  'aria-hidden-body': 'Remove aria-hidden="true" from <body>: it hides the whole page from screen readers.',
  'aria-hidden-focus':
    'Take the focusable elements out of the aria-hidden content (tabindex="-1", disabled, or inert on the container), or remove aria-hidden if the content is meant to be used.',
  'aria-input-field-name':
    'Give the ARIA input (combobox, listbox, searchbox, slider, spinbutton or textbox) an accessible name: aria-labelledby pointing at its visible label, or aria-label.',
  'aria-meter-name': 'Give the meter an accessible name: aria-labelledby pointing at its visible label, or aria-label.',
  'aria-progressbar-name': 'Give the progress bar an accessible name: aria-labelledby pointing at its visible label, or aria-label ("Upload progress").',
  'aria-prohibited-attr':
    'Remove aria-label or aria-labelledby (or the other prohibited attribute) from an element whose role cannot be named, such as a <div> or <span> without a role: put the text in its visible content, or give it a role that can be named.',
  'aria-required-attr':
    'Add the ARIA attributes the role requires: aria-checked on role="checkbox", aria-valuenow on role="slider", aria-expanded on role="combobox", aria-level on role="heading".',
  'aria-required-children':
    'Give the element the child roles its role requires (role="listitem" inside role="list", role="option" inside role="listbox", role="tab" inside role="tablist"), or remove the role.',
  'aria-required-parent':
    'Put the element inside the parent role it needs (role="option" in role="listbox", role="tab" in role="tablist", role="menuitem" in role="menu"), or remove its role.',
  'aria-roledescription':
    'Use aria-roledescription only on an element with a semantic role (a native control, or an explicit role such as role="button"), or remove it.',
  'aria-roles': 'Change the role attribute to a valid, non-abstract ARIA role (check its spelling), or remove it.',
  'aria-tab-name': 'Give each role="tab" an accessible name: visible text inside it, aria-labelledby or aria-label.',
  'aria-text': 'Remove the focusable elements from inside role="text", or remove role="text": it hides their roles from screen readers.',
  'aria-toggle-field-name':
    'Give the ARIA checkbox, switch, radio or checkable menu item an accessible name: visible text inside it, aria-labelledby pointing at its label, or aria-label.',
  'aria-tooltip-name': 'Give the tooltip an accessible name: text inside it, aria-labelledby or aria-label.',
  'aria-treeitem-name': 'Give each role="treeitem" an accessible name: visible text inside it, aria-labelledby or aria-label.',
  'aria-valid-attr': 'Correct the misspelt aria-* attribute name (aria-labeledby is aria-labelledby), or remove it.',
  'aria-valid-attr-value':
    'Correct the value of the ARIA attribute: the ids it references must exist on the page, and its tokens must be allowed ones (aria-expanded="true" or "false", aria-current="page").',
  'audio-caption': 'Provide the audio\'s words in text: a <track kind="captions"> or a transcript linked next to the player.',
  'autocomplete-valid': 'Set autocomplete to a valid token for what the field collects ("email", "given-name", "street-address", "tel"), or remove it.',
  'avoid-inline-spacing':
    "Remove !important from the inline line-height, letter-spacing and word-spacing styles, so that readers' own stylesheets can change text spacing.",
  blink: 'Remove the <blink> element; if the text needs emphasis, use <strong> or a style that does not flash.',
  'button-name': 'Give the button an accessible name saying what it does: visible text inside it, aria-labelledby, or aria-label (for an icon-only button).',
  bypass:
    'Add a way past repeated blocks: a "Skip to main content" link first on the page that points at the main content, a <main> landmark, and headings that structure the page.',
  'color-contrast':
    'Raise the contrast between the text and its background to at least 4.5:1 (3:1 for large text: 24px, or 18.66px bold) by darkening the text or lightening the background.',
  'color-contrast-enhanced':
    'Raise the contrast between the text and its background to at least 7:1 (4.5:1 for large text) by darkening the text or lightening the background.',
  'css-orientation-lock':
    'Remove the CSS that locks the page to portrait or landscape (a rotation inside an orientation media query), and let the layout adapt to both.',
  'definition-list':
    'Inside the <dl>, put only <dt> and <dd> groups (each may be wrapped in a <div>), <script> or <template>; move anything else into a <dt> or <dd>.',
  dlitem: 'Put the <dt> and <dd> elements inside a <dl> (directly, or in a <div> directly inside it).',
  'document-title': 'Add a <title> to the <head> that says what the page is ("Checkout – Acme").',
  'duplicate-id': 'Give each element an id of its own: rename the duplicates and update anything that refers to them.',
  'duplicate-id-active': 'Give each focusable element an id of its own: rename the duplicates and update the labels and ARIA attributes that point at them.',
  'duplicate-id-aria':
    'Make the id unique: labels, aria-labelledby and aria-describedby only reach the first element with it, so rename the others and update what refers to them.',
  'empty-heading': 'Put text in the heading, or remove the heading element if it is there only for its styling.',
  'empty-table-header': 'Put text in the table header cell saying what its column or row holds; if it heads nothing, make it a <td>.',
  'focus-order-semantics':
    'Give focusable elements a role that says what they do: use a <button> or an <a href>, or add a suitable role (role="button") to the focusable element.',
  'form-field-multiple-labels': 'Keep one <label> for the field: merge the texts, or turn the others into a description with aria-describedby.',
  'frame-focusable-content': 'Remove tabindex="-1" from the frame, or make its content not focusable: keyboard users cannot reach into it.',
  'frame-tested': "Check the frame's content as well: load axe-core in the frame so that a scan can reach it, or test the framed page on its own.",
  'frame-title': 'Give the <iframe> a title attribute (or aria-label) saying what it holds ("Map of our office").',
  'frame-title-unique': 'Give each <iframe> a title that tells it apart from the others ("Map of our office", "Product video").',
  'heading-order': 'Use heading levels in order: an <h3> under an <h2>, not an <h4>; style headings with CSS rather than picking a level for its size.',
  'hidden-content': 'Check the hidden content once it is shown (open the menu, the tab, the dialog): it could not be checked while hidden.',
  'html-has-lang': 'Add a lang attribute to <html> naming the page\'s language (<html lang="en">).',
  'html-lang-valid': 'Set the lang attribute of <html> to a valid BCP 47 language tag ("en", "en-GB", "fr").',
  'html-xml-lang-mismatch': 'Make lang and xml:lang on <html> name the same language, or remove xml:lang.',
  'identical-links-same-purpose':
    'Give links that lead to different places different texts (or aria-labels): "Read more about pricing", not "Read more"; links with the same text should lead to the same place.',
  'image-alt': 'Add an alt attribute to the image: a short text saying what the image conveys in its context, or alt="" if it is purely decorative.',
  'image-redundant-alt': 'Change the image\'s alt text so that it does not repeat the text beside it; use alt="" if that text already says it all.',
  'input-button-name': 'Give the input button a text: a value attribute on <input type="button|submit|reset">, or aria-label.',
  'input-image-alt': 'Add an alt attribute to the <input type="image"> saying what the button does (alt="Search").',
  label: 'Give the form field a label: a <label for="…"> with visible text, or aria-labelledby pointing at visible text; a placeholder is not a label.',
  'label-content-name-mismatch':
    'Make the accessible name contain the visible text, from its start, so that people using speech input can say what they see: put the visible label at the start of the aria-label, or drop the aria-label.',
  'label-title-only': 'Give the form field a visible label (<label for="…">), not only a title or a description.',
  'landmark-banner-is-top-level': 'Move the page\'s banner (its top-level <header>, role="banner") out of the other landmarks.',
  'landmark-complementary-is-top-level': 'Move the <aside> (role="complementary") out of the other landmarks, to the top level of the page.',
  'landmark-contentinfo-is-top-level': 'Move the page\'s footer landmark (role="contentinfo") out of the other landmarks.',
  'landmark-main-is-top-level': 'Move <main> out of the other landmarks, to the top level of the page.',
  'landmark-no-duplicate-banner': 'Keep one banner landmark: put the other <header> elements inside an <article> or <section>, or remove their role="banner".',
  'landmark-no-duplicate-contentinfo':
    'Keep one footer landmark: put the other <footer> elements inside an <article> or <section>, or remove their role="contentinfo".',
  'landmark-no-duplicate-main': 'Keep one <main> (role="main") on the page.',
  'landmark-one-main': "Wrap the page's main content in one <main> element.",
  'landmark-unique': 'Give landmarks of the same kind different names (<nav aria-label="Main"> and <nav aria-label="Footer">).',
  'link-in-text-block':
    'Make links in running text recognisable without colour: underline them (or give them another cue besides colour), or give them 3:1 contrast with the text around them and a cue on hover and focus.',
  'link-name': 'Give the link an accessible name saying where it goes: text inside it, the alt of an image inside it, aria-labelledby or aria-label.',
  list: 'Inside <ul> and <ol>, put only <li> elements (and <script> or <template>): wrap anything else in an <li>.',
  listitem: 'Put the <li> inside a <ul> or <ol> (or an element with role="list").',
  marquee: 'Remove the <marquee> element: show the text still, or give readers a way to pause moving content.',
  'meta-refresh': 'Remove the delayed <meta http-equiv="refresh">: redirect on the server (HTTP 301 or 302), or let readers choose when to refresh.',
  'meta-refresh-no-exceptions': 'Remove the delayed <meta http-equiv="refresh">: redirect on the server, or let readers choose when to refresh.',
  'meta-viewport': 'Remove user-scalable=no, and any maximum-scale below 2, from the viewport <meta>, so that people can zoom.',
  'meta-viewport-large': 'Let people zoom to 500%: set maximum-scale to 5 or more in the viewport <meta>, or remove it.',
  'nested-interactive': 'Take the interactive element out of the other one (no link or button inside a button): make them siblings.',
  'no-autoplay-audio':
    'Stop the sound from playing on its own: remove autoplay, keep it under 3 seconds, or give a visible control at the start of the page to pause or mute it.',
  'object-alt': 'Give the <object> a text alternative: text inside it, aria-labelledby, aria-label or title.',
  'p-as-heading': 'Mark up text that looks like a heading as a heading (<h2> to <h6>), not as a bold or large <p>.',
  'page-has-heading-one': 'Add one <h1> saying what the page is about.',
  'presentation-role-conflict':
    'Remove role="presentation" (or "none") from elements that are focusable or carry global ARIA attributes, or remove those: as it is, the role is ignored.',
  region: 'Put all content inside landmarks: <header>, <nav>, <main>, <footer>, <aside>, or a <section> with a name.',
  'role-img-alt': 'Give the role="img" element a text alternative with aria-label or aria-labelledby.',
  'scope-attr-valid': 'Use scope only on <th> cells, with the value row, col, rowgroup or colgroup.',
  'scrollable-region-focusable':
    'Make the scrollable region reachable by keyboard: tabindex="0" on it (with a role such as region and a name), or focusable content inside it.',
  'select-name': 'Give the <select> a label: a <label for="…">, aria-labelledby or aria-label.',
  'server-side-image-map': 'Replace the server-side image map (ismap) with a client-side <map> of <area> links, or with ordinary links.',
  'skip-link':
    'Point the skip link at an element that exists (its href="#id" must match an id on the page), and make the target focusable where needed (tabindex="-1").',
  'summary-name': 'Give the <summary> a text saying what its <details> holds.',
  'svg-img-alt': 'Give the <svg role="img"> a text alternative: a <title> as its first child, aria-labelledby or aria-label.',
  tabindex: "Change the positive tabindex to 0 (or -1): a positive value takes the element out of the page's reading order for keyboard users.",
  'table-duplicate-name':
    "Make the table's <caption> and its summary differ: the caption names the table, the summary explains its layout; or drop the summary.",
  'table-fake-caption': "Put the table's title in a <caption> element, not in a header or data cell that spans the table.",
  'target-size': 'Make the target at least 24 by 24 CSS pixels, or leave enough space around it that a 24-pixel circle centred on it touches no other target.',
  'td-has-header': 'Give each data cell of the table a header: <th> cells with scope, or headers attributes naming the ids of its header cells.',
  'td-headers-attr': "Make each cell's headers attribute list only ids of header cells (<th>) of the same table.",
  'th-has-data-cells': 'Make each <th> head data cells: give it scope="col" or scope="row" over cells that exist, or make it a <td> if it heads nothing.',
  'valid-lang': 'Set the lang attribute to a valid BCP 47 language tag ("fr", "es-MX"), or remove it.',
  'video-caption':
    'Add captions to the video: a <track kind="captions" srclang="en" src="captions.vtt"> with the speech and the sounds that matter, in time with them.',
};

/** `1.1.1 Non-text Content (level A)`; the number alone for one we do not know. */
export function criterionName(id: string): string {
  const criterion = newestCriterion(id);
  if (!criterion) return id;
  // 4.1.1 (Parsing) is in 2.0 and 2.1 only.
  const removed = REMOVED_CRITERIA['2.2']?.[id] ? '; obsolete in WCAG 2.2' : '';
  return `${id} ${criterion.title} (level ${criterion.level}${removed})`;
}

function criteriaSentence(finding: Pick<AnalyzedFinding, 'wcag' | 'bestPractice'>): string {
  const names = finding.wcag.map(criterionName);
  if (names.length === 1) return `It fails WCAG success criterion ${names[0]}.`;
  if (names.length > 1) return `It fails WCAG success criteria ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
  return finding.bestPractice ? 'It is a best practice of accessibility rather than a WCAG success criterion.' : '';
}

export interface Advice {
  /** What is wrong, in axe's words ("Images must have alternative text"). */
  problem: string;
  /** What to do, the criteria it fails, and where to read more. */
  after: string;
}

/** The advice for a finding; for a rule not listed (a newer axe-core), its requirement as the thing to meet. */
export function adviceFor(finding: Pick<AnalyzedFinding, 'ruleId' | 'help' | 'helpUrl' | 'wcag' | 'bestPractice'>): Advice {
  const instruction = Object.hasOwn(INSTRUCTIONS, finding.ruleId)
    ? INSTRUCTIONS[finding.ruleId]!
    : `Change the element so that this holds: ${finding.help.replace(/\.$/, '')}.`;
  const parts = [instruction, criteriaSentence(finding), finding.helpUrl ? `See ${finding.helpUrl}` : ''];
  return { problem: finding.help, after: parts.filter(Boolean).join(' ') };
}

/** The rule ids with an instruction of their own (for tests). */
export const ADVISED_RULES: readonly string[] = Object.keys(INSTRUCTIONS);
