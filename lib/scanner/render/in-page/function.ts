/**
 * A function of ours that runs in a scanned page's isolated world (isolated-world.ts): a module of this
 * folder whose default export is the function, bundled by esbuild (build.ts) into one self-contained
 * function expression, the form the DevTools protocol calls (`Runtime.callFunctionOn`). `F` is the
 * module's function: callers get its parameters and result types; arguments and result cross as JSON.
 */
export interface InPageFunction<F extends (...args: never[]) => unknown> {
  /** The module, relative to this folder, without `.ts` (e.g. `axe/load`). */
  readonly name: string;
  /** `function () { … }`: the bundle, which calls the module's function with its arguments. */
  readonly source: string;
  /** Never set: carries `F` for the type checker. */
  readonly signature?: F;
}

export type InPageArgs<F extends (...args: never[]) => unknown> = Parameters<F>;
export type InPageResult<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** A script that calls `fn` with `args` (for a source evaluated as a whole, e.g. after axe's own). */
export function callScript<F extends (...args: never[]) => unknown>(fn: InPageFunction<F>, ...args: InPageArgs<F>): string {
  return `(${fn.source})(${args.map((a) => JSON.stringify(a)).join(', ')});`;
}
