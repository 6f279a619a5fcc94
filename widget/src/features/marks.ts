/** Takes the widget's attribute off every element of the page that carries it. */
export function unmark(doc: Document, attribute: string): void {
  for (const el of doc.querySelectorAll(`[${attribute}]`)) el.removeAttribute(attribute);
}
