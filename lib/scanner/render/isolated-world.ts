import type { CDPSession, Frame, Page } from 'playwright-core';
import type { InPageArgs, InPageFunction, InPageResult } from './in-page/function.ts';

/**
 * Code of ours that runs in a scanned page runs in an isolated world of each frame (as browser
 * extensions' content scripts and audit tools do): the same DOM as the page, but JavaScript globals of
 * its own (its own `window`, `Object`, `Array`, `JSON`, `fetch`, DOM prototypes). Page scripts cannot
 * see, define, replace or wrap anything there, whatever they do to their own world (a non-configurable
 * `window.axe`, a patched `Array.prototype.map` or `JSON`).
 *
 * Worlds are made with the DevTools protocol (`Page.createIsolatedWorld`, then `Runtime.callFunctionOn`
 * with the world's execution context): Playwright evaluates only in the main world (its own utility world
 * is not offered to callers). A frame in the page's process is reached through the page's CDP session; a
 * frame in another process (a cross-site or sandboxed iframe, an "OOPIF") through a session of its own,
 * which Playwright opens for that frame.
 *
 * A world lasts as long as its document: a frame that navigates loses it, and a call then fails as a
 * navigation does (`NavigationRaceError`), so callers redo their work as they would after navigation.
 */
export const WORLD_NAME = '__a11y_scanner__';

/** The frame's document went away (navigation, detached frame): its world with it. */
export class NavigationRaceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`Execution context was destroyed: ${message}`, options);
    this.name = 'NavigationRaceError';
  }
}

/** The world raised an exception, or the call could not be made for another reason. */
export class WorldCallError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WorldCallError';
  }
}

interface World {
  session: CDPSession;
  contextId: number;
}

interface CallResult {
  result: { type: string; value?: unknown; objectId?: string; subtype?: string };
  exceptionDetails?: { text?: string; exception?: { description?: string } };
}

const GONE =
  /Cannot find context with specified id|Execution context was destroyed|No frame for given id|Frame was detached|Target closed|Session closed|has been closed|Inspected target navigated/i;

/**
 * The isolated worlds of one page, one per frame (by CDP frame id), created on first use and again after
 * their document went away. Made for one page, shared by everything that runs code in it (see `worldsOf`).
 */
export class PageWorlds {
  readonly page: Page;
  private top: Promise<CDPSession> | null = null;
  private topFrame: Promise<string> | null = null;
  private readonly worlds = new Map<string, Promise<World>>();
  /** Sessions of out-of-process frames, by CDP frame id and by Playwright frame; filled when a frame is not in the page's process. */
  private readonly oopifs = new Map<string, CDPSession>();
  private readonly frameSessions = new WeakMap<Frame, CDPSession>();

  constructor(page: Page) {
    this.page = page;
  }

  private session(): Promise<CDPSession> {
    this.top ??= this.page.context().newCDPSession(this.page);
    return this.top;
  }

  /** The CDP id of the page's main frame (a navigation keeps it). */
  mainFrameId(): Promise<string> {
    this.topFrame ??= this.session().then(async (cdp) => {
      const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
      return frameTree.frame.id;
    });
    this.topFrame.catch(() => /* expected: the caller awaits it and gets the error; this only forgets it */ (this.topFrame = null));
    return this.topFrame;
  }

  /**
   * The session of an out-of-process frame: Playwright opens one for such a frame (and refuses, without
   * asking the browser, for a frame in its parent's process). Sessions opened are kept, by frame.
   */
  private async oopifSession(frameId: string): Promise<CDPSession | null> {
    const known = this.oopifs.get(frameId);
    if (known) return known;
    await Promise.all(
      this.page.frames().map(async (frame) => {
        if (frame === this.page.mainFrame() || this.frameSessions.has(frame)) return;
        try {
          const cdp = await this.page.context().newCDPSession(frame);
          this.frameSessions.set(frame, cdp);
          const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
          this.oopifs.set(frameTree.frame.id, cdp);
        } catch {
          // expected: in the page's process, or gone
        }
      }),
    );
    return this.oopifs.get(frameId) ?? null;
  }

  private async create(frameId: string): Promise<World> {
    const top = await this.session();
    const attempt = (session: CDPSession) =>
      session.send('Page.createIsolatedWorld', { frameId, worldName: WORLD_NAME, grantUniveralAccess: false }) as Promise<{ executionContextId: number }>;
    try {
      return { session: top, contextId: (await attempt(top)).executionContextId };
    } catch (error) {
      if (!/No frame for given id/i.test(String(error))) throw gone(error);
      const session = await this.oopifSession(frameId);
      if (!session) throw new NavigationRaceError('the frame is gone', { cause: error });
      try {
        return { session, contextId: (await attempt(session)).executionContextId };
      } catch (again) {
        throw gone(again);
      }
    }
  }

  /** The frame's world, made now if it has none (or its document changed since). */
  world(frameId: string): Promise<World> {
    let world = this.worlds.get(frameId);
    if (!world) {
      world = this.create(frameId);
      this.worlds.set(frameId, world);
      world.catch(() => /* expected: the caller awaits it and gets the error; this only forgets it */ this.forget(frameId, world!));
    }
    return world;
  }

  private forget(frameId: string, world: Promise<World>) {
    if (this.worlds.get(frameId) === world) this.worlds.delete(frameId);
  }

  /**
   * Calls `fn` (an in-page module, bundled: in-page/) in the frame's world with JSON arguments; its result
   * by value. A world whose document went away is dropped, and the call fails as a navigation does.
   */
  call<F extends (...args: never[]) => unknown>(frameId: string, fn: InPageFunction<F>, args: InPageArgs<F>): Promise<InPageResult<F>> {
    return this.invoke(frameId, fn, args, true) as Promise<InPageResult<F>>;
  }

  /** `fn`'s result by value, or a remote object id with `byValue: false`. */
  private async invoke(frameId: string, fn: Pick<InPageFunction<never>, 'name' | 'source'>, args: readonly unknown[], byValue: boolean): Promise<unknown> {
    const pending = this.world(frameId);
    const { session, contextId } = await pending;
    let answer: CallResult;
    try {
      answer = (await session.send('Runtime.callFunctionOn', {
        functionDeclaration: fn.source,
        executionContextId: contextId,
        arguments: args.map((value) => ({ value })),
        awaitPromise: true,
        returnByValue: byValue,
        objectGroup: WORLD_NAME,
      })) as CallResult;
    } catch (error) {
      this.forget(frameId, pending);
      throw gone(error);
    }
    if (answer.exceptionDetails) {
      const text = answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text ?? 'an exception';
      if (GONE.test(text)) {
        this.forget(frameId, pending);
        throw new NavigationRaceError(text);
      }
      throw new WorldCallError(`In the isolated world (${fn.name}): ${text.slice(0, 500)}`);
    }
    return byValue ? answer.result.value : answer.result.objectId;
  }

  /** Evaluates a script (a whole source, not a function) in the frame's world. */
  async evaluate(frameId: string, expression: string): Promise<void> {
    const pending = this.world(frameId);
    const { session, contextId } = await pending;
    let answer: CallResult;
    try {
      answer = (await session.send('Runtime.evaluate', { expression, contextId, returnByValue: true, silent: true })) as CallResult;
    } catch (error) {
      this.forget(frameId, pending);
      throw gone(error);
    }
    if (answer.exceptionDetails) throw new WorldCallError(`In the isolated world: ${(answer.exceptionDetails.text ?? '').slice(0, 500)}`);
  }

  /**
   * Stops the JavaScript running now in the frame's process, whichever world runs it: an engine past its
   * budget that never yields would keep the renderer's thread, and every later call of the scan would wait
   * behind it. A termination that finds nothing running takes the next script instead: a no-op of ours,
   * sent at once on the same session, takes it (or a page script that ran first did).
   */
  async interrupt(frameId: string): Promise<void> {
    const pending = this.worlds.get(frameId);
    if (!pending) return;
    try {
      const { session, contextId } = await pending;
      await session.send('Runtime.terminateExecution');
      session
        .send('Runtime.evaluate', { expression: '0', contextId, returnByValue: true, silent: true })
        .catch(() => /* expected: the world is being torn down */ undefined);
    } catch {
      // expected: the world or its frame is gone: nothing runs there any more
    }
  }

  /**
   * The CDP frame id of the frame an element of `frameId`'s world shows (an <iframe>, <frame> or
   * <object> found by `fn`, called with `args` and returning the element), null if none.
   */
  async childFrameId<F extends (...args: never[]) => Element | null | undefined>(
    frameId: string,
    fn: InPageFunction<F>,
    args: InPageArgs<F>,
  ): Promise<string | null> {
    const objectId = (await this.invoke(frameId, fn, args, false)) as string | undefined;
    if (!objectId) return null;
    const { session } = await this.world(frameId);
    try {
      const { node } = (await session.send('DOM.describeNode', { objectId })) as { node: { frameId?: string } };
      return node.frameId ?? null;
    } catch (error) {
      throw gone(error);
    } finally {
      session.send('Runtime.releaseObject', { objectId }).catch(() => /* expected: the object is gone with its world */ undefined);
    }
  }

  /** Frames that have (or had) a world of ours, out-of-process ones included. */
  knownFrameIds(): string[] {
    return [...this.worlds.keys()];
  }

  /** The frame ids in the page's process (the main frame first); out-of-process frames are found when asked for. */
  async localFrameIds(): Promise<string[]> {
    const cdp = await this.session();
    type Tree = { frame: { id: string }; childFrames?: Tree[] };
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: Tree };
    const ids: string[] = [];
    const walk = (tree: Tree) => {
      ids.push(tree.frame.id);
      for (const child of tree.childFrames ?? []) walk(child);
    };
    walk(frameTree);
    return ids;
  }
}

function gone(error: unknown): Error {
  if (error instanceof NavigationRaceError || error instanceof WorldCallError) return error;
  if (GONE.test(String(error))) return new NavigationRaceError(String(error).slice(0, 300), { cause: error });
  return new WorldCallError(String(error).slice(0, 500), { cause: error });
}

const byPage = new WeakMap<Page, PageWorlds>();

/** The isolated worlds of `page`, shared by the engines and the scan (one CDP session per page). */
export function worldsOf(page: Page): PageWorlds {
  let worlds = byPage.get(page);
  if (!worlds) {
    worlds = new PageWorlds(page);
    byPage.set(page, worlds);
  }
  return worlds;
}
