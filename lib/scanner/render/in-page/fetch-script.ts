/**
 * Fetches a script of ours from `url` (the scan's egress proxy) and evaluates it with `after` appended, in
 * the world: its own `fetch` and `eval`, nothing of the page's. False where that cannot be done.
 */
export async function fetchAndEvaluate(url: string, timeoutMs: number, after: string): Promise<boolean> {
  try {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const response = await fetch(url, { credentials: 'omit', cache: 'force-cache', signal: controller.signal });
    const source = response.ok ? await response.text() : '';
    clearTimeout(timer);
    if (!source) return false;
    // Indirect (global) eval: the script defines its globals in the world, as a script element would.
    // biome-ignore lint/security/noGlobalEval: our own engine script, as served by the scan's egress proxy
    globalThis.eval(`${source};\n${after}`);
    return true;
  } catch {
    // expected: the page refused the script (CSP, a broken fetch): the caller evaluates it instead
    return false;
  }
}
