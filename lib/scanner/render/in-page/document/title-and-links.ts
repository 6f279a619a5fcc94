/** Characters of an href kept; a longer one is left out. */
const MAX_HREF = 2048;

/**
 * In the main frame's isolated world, where page scripts cannot stand in for the DOM's own methods: the
 * title (cut), the hrefs of links, at most `max`, each at most 2,048 characters, and the canonical link's href.
 */
export default function titleAndLinks(max: number, maxTitle: number): { title: string; hrefs: string[]; canonical: string | null } {
  const hrefs: string[] = [];
  const links = document.querySelectorAll('a[href], area[href]');
  for (let i = 0; i < links.length && hrefs.length < max; i++) {
    const href: unknown = (links[i] as HTMLAnchorElement).href; // an SVG <a> has an SVGAnimatedString
    if (typeof href === 'string' && href.length <= MAX_HREF) hrefs.push(href);
  }
  const canonical = document.querySelector<HTMLLinkElement>('link[rel~="canonical" i][href]');
  const canonicalHref: unknown = canonical ? canonical.href : null;
  return {
    title: String(document.title).slice(0, maxTitle),
    hrefs,
    canonical: typeof canonicalHref === 'string' && canonicalHref.length <= MAX_HREF ? canonicalHref : null,
  };
}
