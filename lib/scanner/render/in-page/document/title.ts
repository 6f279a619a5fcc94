/** In the main frame's isolated world: the document's title, cut at `max` characters. */
export default function title(max: number): string {
  return String(document.title).slice(0, max);
}
