import type { Behaviour, WidgetContext } from './context.ts';
import { HostStyle } from './features/host-style.ts';
import { pageCss } from './features/page-css.ts';
import type { Active } from './features/values.ts';

/**
 * Applies a set of active features to the page: the stylesheet, then the behaviours (started, updated
 * or stopped by what changed). Applying the empty set leaves the page as it was before the widget.
 */
export class Engine {
  readonly #style: HostStyle;
  readonly #behaviours: readonly Behaviour[];
  readonly #running = new Set<Behaviour>();
  #active: Active = new Map();
  #ctx: WidgetContext;
  readonly #forcedColors: MediaQueryList | null;

  readonly #extraCss = new Map<string, string>();

  constructor(ctx: Omit<WidgetContext, 'setCss' | 'active'>, behaviours: readonly Behaviour[], nonce: string | null) {
    this.#style = new HostStyle(ctx.doc, nonce);
    this.#behaviours = behaviours;
    const setCss = (key: string, css: string) => {
      if (css === '') this.#extraCss.delete(key);
      else this.#extraCss.set(key, css);
      this.#render();
    };
    this.#ctx = { ...ctx, setCss, active: () => this.#active };
    this.#forcedColors = typeof matchMedia === 'function' ? matchMedia('(forced-colors: active)') : null;
    this.#forcedColors?.addEventListener('change', () => this.#render());
  }

  get context(): WidgetContext {
    return this.#ctx;
  }

  get forcedColors(): boolean {
    return this.#forcedColors?.matches ?? false;
  }

  apply(active: Active): void {
    const previous = this.#active;
    this.#active = new Map(active);
    // Behaviours read other features' values too (the guide's colour, the speech rate): any change updates them.
    const changed = previous.size !== active.size || [...active].some(([code, value]) => !previous.has(code) || previous.get(code) !== value);
    this.#render();
    for (const behaviour of this.#behaviours) {
      const wanted = behaviour.codes.some((code) => active.has(code));
      const running = this.#running.has(behaviour);
      try {
        if (wanted && !running) {
          this.#running.add(behaviour);
          behaviour.start(this.#ctx);
        } else if (!wanted && running) {
          this.#running.delete(behaviour);
          behaviour.stop(this.#ctx);
        } else if (wanted && changed) {
          behaviour.update?.(this.#ctx);
        }
      } catch (error) {
        // One feature failing on an unusual page must not take the others down.
        console.warn('[a11y widget]', error);
      }
    }
  }

  #render(): void {
    const css = [pageCss(this.#active, { forcedColors: this.forcedColors, asset: this.#ctx.asset }), ...this.#extraCss.values()];
    this.#style.set(css.filter(Boolean).join('\n'));
  }
}
