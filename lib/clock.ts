/**
 * The service's notion of "now". Production reads the system clock; tests move it to check billing
 * periods and windows without waiting.
 */
let offsetMs = 0;
let fixed: Date | null = null;

export function now(): Date {
  return fixed ? new Date(fixed) : new Date(Date.now() + offsetMs);
}

export const testClock = {
  set(at: Date | string) {
    fixed = new Date(at);
  },
  advance(ms: number) {
    if (fixed) fixed = new Date(fixed.getTime() + ms);
    else offsetMs += ms;
  },
  reset() {
    fixed = null;
    offsetMs = 0;
  },
};
