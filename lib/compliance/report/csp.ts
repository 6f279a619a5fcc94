/**
 * The Content-Security-Policy the HTML edition is served with: it needs its inline <style> and its chart,
 * a data: image, and nothing else (no script, font, frame or link target is fetched), so a value that got
 * into it unescaped still could not run or send anything.
 */
export const REPORT_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
