/**
 * Resolves once the event loop has had a turn: its due timers and waiting I/O run before the caller goes on.
 * For main-thread work done in pieces, between pieces. Neither a resolved promise nor setImmediate (from an
 * I/O callback, which goes on before the loop's timers and polling) gives that turn; a timer does.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` (a generator that pauses between parts of its work) to its end, a turn of the event loop before
 * each part: main-thread work in pieces, each short, the service answering others between them.
 */
export async function inTurns<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    await nextTurn();
    const step = steps.next();
    if (step.done) return step.value;
  }
}
