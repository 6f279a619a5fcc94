/**
 * The toolbar's own CSS, adopted by its shadow root (a constructed stylesheet: no style-src needed).
 * `:host` resets everything the page could pass down; important declarations inside the shadow win
 * over the page's own important ones.
 */
export const WIDGET_CSS = `
:host { all: initial !important; display: contents !important; }
* { box-sizing: border-box; }
.layer { position: fixed; inset: 0; pointer-events: none; z-index: 2147483646; }
.colour-filter { position: fixed; inset: 0; }
.guide { position: fixed; left: 0; top: 0; width: 100vw; height: 10px; opacity: 0.55; }
.dim { position: fixed; background: rgba(0, 0, 0, 0.6); }
.bubble { position: fixed; max-width: min(320px, calc(100vw - 8px)); padding: 6px 10px; background: #111827; color: #ffffff;
  border: 2px solid #ffffff; border-radius: 6px; font: 16px/1.5 system-ui, sans-serif; overflow-wrap: anywhere; }
.bubble.magnified { font-size: 28px; max-width: min(560px, calc(100vw - 8px)); }
.skip { position: fixed; top: 8px; inset-inline-start: 8px; z-index: 2147483647; padding: 10px 14px; background: #ffffff; color: #1d4ed8;
  font: 700 16px/1.5 system-ui, sans-serif; border: 2px solid #1d4ed8; border-radius: 6px; transform: translateY(-200%); }
.skip:focus { transform: none; outline: 3px solid #1d4ed8; outline-offset: 2px; }
.dock { position: fixed; z-index: 2147483647; display: flex; gap: 8px; align-items: flex-end; flex-direction: column; }
.dock[data-corner$="left"] { align-items: flex-start; }
.dock[data-corner^="bottom"] { bottom: 16px; flex-direction: column-reverse; }
.dock[data-corner^="top"] { top: 16px; }
.dock[data-corner$="right"] { right: 16px; }
.dock[data-corner$="left"] { left: 16px; }
.tools { display: flex; flex-direction: column; gap: 8px; }
.tools:empty { display: none; }
button, select, input { font: inherit; color: inherit; }
.launcher { inline-size: 52px; block-size: 52px; min-inline-size: 44px; min-block-size: 44px; border-radius: 50%; border: 2px solid #ffffff;
  background: #1d4ed8; color: #ffffff; display: grid; place-items: center; cursor: pointer; padding: 0; box-shadow: 0 2px 6px rgba(0,0,0,0.35); }
.launcher svg { inline-size: 30px; block-size: 30px; }
.tool { min-block-size: 44px; padding: 8px 14px; border-radius: 22px; border: 2px solid #ffffff; background: #1d4ed8; color: #ffffff;
  font: 600 15px/1.4 system-ui, sans-serif; cursor: pointer; }
button:focus-visible, select:focus-visible, input:focus-visible, summary:focus-visible, a:focus-visible {
  outline: 3px solid #1d4ed8; outline-offset: 2px; box-shadow: 0 0 0 5px #ffffff; }
.launcher:focus-visible, .tool:focus-visible { outline-color: #111827; }
dialog { padding: 0; border: 1px solid #6b7280; border-radius: 10px; background: #ffffff; color: #111827; font: 16px/1.5 system-ui, sans-serif;
  inline-size: min(440px, calc(100vw - 16px)); max-block-size: calc(100dvh - 16px); overflow: auto; margin-block: 8px;
  margin-inline: auto 8px; box-shadow: 0 8px 30px rgba(0,0,0,0.35); }
dialog.reader { inline-size: min(760px, calc(100vw - 16px)); margin-inline: auto; }
dialog::backdrop { background: rgba(17, 24, 39, 0.35); }
.head { position: sticky; top: 0; background: #ffffff; display: flex; align-items: center; justify-content: space-between; gap: 8px;
  padding: 12px 16px; border-block-end: 1px solid #d1d5db; z-index: 1; }
h2 { font-size: 20px; margin: 0; line-height: 1.3; }
h3 { font-size: 17px; margin: 20px 0 8px; line-height: 1.3; }
.body { padding: 12px 16px 20px; }
.close { min-inline-size: 44px; min-block-size: 44px; border: 1px solid #6b7280; border-radius: 6px; background: #ffffff; cursor: pointer; }
.note { margin: 0 0 12px; color: #374151; font-size: 14px; }
.notice { margin: 0 0 12px; padding: 8px 12px; border-inline-start: 4px solid #b45309; background: #fffbeb; }
.status { min-block-size: 1.5em; margin: 0 0 8px; font-size: 14px; color: #374151; }
.field { display: flex; flex-direction: column; gap: 4px; margin-block-end: 12px; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
select { max-inline-size: 100%; min-inline-size: 0; }
.row > select { flex: 1 1 12em; }
.control select { flex: 1 1 auto; inline-size: 100%; }
input[type="search"], select { min-block-size: 44px; padding: 6px 10px; border: 1px solid #6b7280; border-radius: 6px; background: #ffffff; }
input[type="search"] { inline-size: 100%; }
.action { min-block-size: 44px; padding: 8px 14px; border: 1px solid #1d4ed8; border-radius: 6px; background: #ffffff; color: #1d4ed8; font-weight: 600; cursor: pointer; }
ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
li.feature { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 6px 0; border-block-end: 1px solid #e5e7eb; }
.toggle { flex: 1 1 12em; min-inline-size: 0; overflow-wrap: anywhere; display: flex; justify-content: space-between; align-items: center; gap: 8px; min-block-size: 44px; padding: 8px 12px;
  border: 1px solid #6b7280; border-radius: 6px; background: #ffffff; text-align: start; cursor: pointer; }
.toggle[aria-pressed="true"] { background: #1d4ed8; border-color: #1d4ed8; color: #ffffff; }
.toggle .state { font-size: 14px; font-weight: 600; }
.toggle[aria-pressed="false"] .state { visibility: hidden; }
.control { flex: 1 1 10em; min-inline-size: 0; display: flex; align-items: center; gap: 8px; }
.control input[type="range"] { flex: 1; min-block-size: 44px; accent-color: #1d4ed8; }
.control input[type="color"] { inline-size: 64px; min-block-size: 44px; border: 1px solid #6b7280; border-radius: 6px; background: #ffffff; }
.value { min-inline-size: 4.5em; font-variant-numeric: tabular-nums; }
details { margin-block-start: 20px; }
summary { min-block-size: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
.reason { margin: 2px 0 0; font-size: 14px; color: #374151; }
[disabled] { cursor: not-allowed; opacity: 0.75; }
[hidden] { display: none !important; }
.reader-body { padding: 16px 24px 32px; font-size: 19px; line-height: 1.7; max-inline-size: 70ch; margin-inline: auto; }
.reader-body img { max-inline-size: 100%; block-size: auto; }
.structure a { color: #1d4ed8; text-decoration: underline; display: inline-block; min-block-size: 32px; padding: 4px 0; }
@media (prefers-reduced-motion: reduce) { * { transition: none !important; animation: none !important; } }
@media (forced-colors: active) {
  .launcher, .tool, .toggle, .action, .close, dialog { border: 2px solid ButtonText; }
  .toggle[aria-pressed="true"] { background: Highlight; color: HighlightText; forced-color-adjust: none; }
  .dim { background: Canvas; opacity: 0.7; }
}
`;
