/**
 * Whether the frame runs scripts. One that may not (sandboxed without allow-scripts) runs no timers, even
 * a world's, and the engines need them: such a frame is left untested. Inline handlers run only where
 * scripts may (in the page's world: a child frame's own scripts could answer for it, and so only leave
 * themselves untested).
 */
export function runsScripts(): boolean {
  const div = document.createElementNS('http://www.w3.org/1999/xhtml', 'div') as HTMLDivElement;
  div.setAttribute('onclick', 'this.dataset.ran = "1"');
  div.click();
  return div.getAttribute('data-ran') === '1';
}
