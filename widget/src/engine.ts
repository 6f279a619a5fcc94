import type { Behaviour, WidgetContext } from './context.ts';
import { pageCss } from './features/page-css.ts';
import { ProgressiveStyle } from './features/progressive-style.ts';
import { type Active, numberOf } from './features/values.ts';

/**
 * Applies a set of active features to the page: the stylesheet (reaching the page a part at a time), then
 * the behaviours (started, updated or stopped by what changed). Applying the empty set gives the page back
 * as it was before the widget, also a part at a time; `destroy` does it at once.
 */
export class Engine {
  readonly #style: ProgressiveStyle;
  readonly #behaviours: readonly Behaviour[];
  readonly #running = new Set<Behaviour>();
  #active: Active = new Map();
  #ctx: WidgetContext;
  readonly #forcedColors: MediaQueryList | null;

  readonly #extraCss = new Map<string, string>();

  constructor(ctx: Omit<WidgetContext, 'setCss' | 'active'>, behaviours: readonly Behaviour[], nonce: string | null) {
    this.#style = new ProgressiveStyle(ctx.doc, nonce);
    // For bench:widget and anyone profiling a host page: the settings have reached what is in view, then every element.
    this.#style.onInView = () => performance.mark('a11yw:in-view');
    this.#style.onSettled = () => performance.mark('a11yw:settled');
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

  /** Stops every behaviour and takes every rule and mark off the page at once (the widget is being removed). */
  destroy(): void {
    this.apply(new Map());
    this.#style.clear();
  }

  #render(): void {
    const css = [pageCss(this.#active, { forcedColors: this.forcedColors, asset: this.#ctx.asset }), ...this.#extraCss.values()];
    const fontScale = this.#active.has('text-size') ? numberOf(this.#active, 'text-size') : null;
    this.#style.set({ css: css.filter(Boolean).join('\n'), fontScale });
  }
}
