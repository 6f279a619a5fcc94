/**
 * Resolves once the event loop has had a turn: its due timers and waiting I/O run before the caller goes on.
 * For main-thread work done in pieces, between pieces. Neither a resolved promise nor setImmediate (from an
 * I/O callback, which goes on before the loop's timers and polling) gives that turn; a timer does.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
