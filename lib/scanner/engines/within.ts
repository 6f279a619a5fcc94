/** `promise`, or `fallback` after `ms` (the promise's own outcome is dropped then). */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  promise.catch(() => /* expected: the race below answers; a late rejection is not unhandled */ undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
