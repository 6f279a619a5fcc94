/**
 * In the main frame's isolated world: the document serialised as the browser has it now (its doctype and
 * root element's markup), at most `max` + 1 characters so that a cut can be told.
 */
export default function serialize(max: number): string {
  const d = document.doctype;
  const ids = d ? (d.publicId ? ` PUBLIC "${d.publicId}"` : '') + (d.systemId ? `${d.publicId ? ' "' : ' SYSTEM "'}${d.systemId}"` : '') : '';
  const doctype = d ? `<!DOCTYPE ${d.name}${ids}>\n` : '';
  const root = document.documentElement;
  const html = doctype + (root ? root.outerHTML : '');
  return html.length > max ? html.slice(0, max + 1) : html;
}
