import type { CheerioAPI } from 'cheerio';
import { addressable, suggestion } from './rules/shared.ts';
import type { Suggestion } from './schemas.ts';
import type { AnalyzedFinding } from './types.ts';

/**
 * Suggestions only a language model can make: the text alternative of an image, from its pixels and the
 * text around it (through the alt-text transform: the same provider, credits and cache), and the name
 * of a control or link whose only content is an icon image. Marked `source: "ai"`, never applied to
 * fixedHtml, always for a person to review. Without a provider, or when the tenant's credits or role do
 * not allow it, the caller gives advice instead.
 *
 * This part reads the document (in the compute worker); the model is asked on the main thread
 * (describe-image.ts), through the host.
 */

/** Images a request may have described, so one page of 200 images cannot spend the month's credits. */
export const MAX_AI_SUGGESTIONS = 10;

const IMAGE_RULES = new Set(['image-alt', 'input-image-alt', 'role-img-alt']);
const ICON_NAME_RULES = new Set(['button-name', 'link-name']);

export interface AiBudget {
  left: number;
}

export interface ImageDescriptionRequest {
  imageUrl: string;
  context: string;
}

/** The model's text, `stop` when no more may be asked (the credits ran out), or null (none for this one). */
export type ImageDescription = { text: string } | { stop: true } | null;

/** An element addressable in the top document (not inside a frame or a shadow root). */
function elementOf(doc: CheerioAPI, selector: string) {
  if (!addressable(selector)) return null;
  try {
    const found = doc(selector);
    return found.length === 1 ? found : null;
  } catch {
    // expected: a selector cheerio cannot read finds nothing
    return null;
  }
}

function absoluteImageUrl(src: string | undefined, baseUrl: string | null): string | null {
  if (!src) return null;
  try {
    const url = baseUrl ? new URL(src, baseUrl) : new URL(src);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    // expected: not a URL: no image source
    return null;
  }
}

/** The text a reader meets around the element: its figure's caption, its parent's text, the nearest heading. */
function surroundingText(element: ReturnType<CheerioAPI>): string {
  const caption = element.closest('figure').find('figcaption').first().text();
  const parent = element.parent().text();
  const heading = element.prevAll('h1, h2, h3, h4, h5, h6').first().text() || element.parent().prevAll('h1, h2, h3, h4, h5, h6').first().text();
  return [caption, heading, parent]
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' — ')
    .slice(0, 1_000);
}

export async function aiSuggestion(
  finding: AnalyzedFinding,
  doc: CheerioAPI,
  baseUrl: string | null,
  budget: AiBudget,
  describe: (request: ImageDescriptionRequest) => Promise<ImageDescription>,
): Promise<Omit<Suggestion, 'applied'> | null> {
  if (budget.left <= 0) return null;
  const isImage = IMAGE_RULES.has(finding.ruleId);
  if (!isImage && !ICON_NAME_RULES.has(finding.ruleId)) return null;
  const element = elementOf(doc, finding.selector);
  if (!element) return null;
  const image = isImage ? element : element.find('img[src]').first();
  const imageUrl = absoluteImageUrl(image.attr('src') ?? image.attr('data-src'), baseUrl);
  if (!imageUrl) return null;

  budget.left--;
  const answer = await describe({ imageUrl, context: surroundingText(element) });
  if (!answer) return null;
  if ('stop' in answer) {
    budget.left = 0;
    return null;
  }
  const text = answer.text.trim();
  const after = element.clone();
  if (isImage) after.attr('alt', text);
  else after.attr('aria-label', text);
  const decorative = isImage && text === '';
  return {
    // A model's description is a draft: a person who knows why the image is there decides.
    ...suggestion(finding, { problem: finding.help, kind: 'attribute', before: doc.html(element), after: doc.html(after), confidence: decorative ? 0.4 : 0.6 }),
    source: 'ai',
  };
}
