/**
 * Moves focus to a place on the page (the main content, a heading). An element that cannot take focus gets
 * a tabindex the widget owns (marked `data-a11yw-tabindex`), removed again when focus leaves it.
 */
export function focusOnPage(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '-1');
    el.setAttribute('data-a11yw-tabindex', '');
    el.addEventListener(
      'blur',
      () => {
        el.removeAttribute('tabindex');
        el.removeAttribute('data-a11yw-tabindex');
      },
      { once: true },
    );
  }
  el.focus();
  el.scrollIntoView({ block: 'start' });
}
