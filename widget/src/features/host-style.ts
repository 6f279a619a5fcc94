/**
 * The widget's one stylesheet in the host document. With a `data-nonce` it is a `<style nonce>` element
 * in <head> (what a nonce-based style-src allows); without, a constructed stylesheet adopted by the
 * document, which no style-src blocks. Empty CSS removes it: the page is left as it was.
 */
export class HostStyle {
  readonly #doc: Document;
  readonly #nonce: string | null;
  #element: HTMLStyleElement | null = null;
  #sheet: CSSStyleSheet | null = null;
  #css = '';

  constructor(doc: Document, nonce: string | null) {
    this.#doc = doc;
    this.#nonce = nonce;
  }

  set(css: string): void {
    if (css === this.#css) return;
    this.#css = css;
    if (css === '') {
      this.#remove();
      return;
    }
    if (this.#nonce !== null) {
      if (!this.#element) {
        this.#element = this.#doc.createElement('style');
        this.#element.nonce = this.#nonce;
        this.#element.setAttribute('data-a11yw', '');
        this.#doc.head.append(this.#element);
      }
      this.#element.textContent = css;
      return;
    }
    if (!this.#sheet) {
      this.#sheet = new CSSStyleSheet();
      this.#doc.adoptedStyleSheets = [...this.#doc.adoptedStyleSheets, this.#sheet];
    }
    this.#sheet.replaceSync(css);
  }

  #remove(): void {
    this.#element?.remove();
    this.#element = null;
    if (this.#sheet) {
      const sheet = this.#sheet;
      this.#doc.adoptedStyleSheets = this.#doc.adoptedStyleSheets.filter((s) => s !== sheet);
      this.#sheet = null;
    }
  }
}
