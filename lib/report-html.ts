/**
 * What the service's standalone HTML documents share (the compliance reports, a scan's report): escaping of
 * every value they place, and the frame's CSS (a readable column, landmarks spaced, text colours of 4.5:1 or
 * more on white).
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export const REPORT_FRAME_CSS = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #1a1a1a; background: #fff; }
header, main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem; }
header { padding-top: 1.5rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 .5rem; }
h2 { font-size: 1.35rem; margin: 2rem 0 .75rem; border-bottom: 2px solid #1a1a1a; padding-bottom: .25rem; }
h3 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
a { color: #0b4f9c; }
`;
