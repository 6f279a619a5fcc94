import { Engine } from './engine.ts';
import { behaviours } from './features/behaviours.ts';
import { HOST_TAG } from './features/page-css.ts';
import { EN, type Messages, pickLanguage, Translator } from './i18n.ts';
import { IMPLEMENTED } from './implemented.ts';
import { ProfileStore } from './store.ts';
import { WIDGET_CSS } from './ui/styles.ts';
import { h } from './ui/dom.ts';
import { Panel } from './ui/panel.ts';

/**
 * The embeddable toolbar. A host page adds
 *   <script src="https://{service}/widget.js" data-key="pk_live_…" data-user-id="…" data-user-signature="…" async></script>
 * and the person's server-side profile is applied to the page. `window.A11yWidget` is the JS API.
 */

declare const __WIDGET_ASSETS__: { chunks: Record<string, string>; fonts: Record<string, string>; cursors: Record<string, string> };

export interface WidgetInit {
  /** A publishable key (`pk_live_…`). */
  key: string;
  /** The signed-in person's id on the host site; without it the widget keeps an anonymous id in this browser. */
  userId?: string | null;
  /** hex(HMAC-SHA256(user signing secret, userId)), computed by the host's server. */
  userSignature?: string | null;
  /** `en`, `es`, `fr`, `de`; default: the page's `lang`. */
  lang?: string | null;
  position?: 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
  /** A CSP nonce for the one style element the widget puts in the page (else a constructed stylesheet). */
  nonce?: string | null;
  /** The service's origin; default: where widget.js was loaded from. */
  origin?: string;
}

type ChangeListener = (active: Record<string, string | null>) => void;
/** Subscribers outlive a widget: `setUser` starts a new one and they keep hearing. */
const listeners = new Set<ChangeListener>();

// Marks for bench:widget (and anyone profiling a host page): script start, profile applied, reconciled.
performance.mark('a11yw:start');
const script = document.currentScript as HTMLScriptElement | null;
const scriptOrigin = script?.src ? new URL(script.src).origin : location.origin;

class Widget {
  readonly store: ProfileStore;
  readonly #engine: Engine;
  readonly #host: HTMLElement;
  readonly #panel: Panel;
  readonly #launcher: HTMLButtonElement;
  readonly #i18n = new Translator();
  readonly #unsubscribe: () => void;
  /** The OS-derived start (no profile yet): shown until the person changes something. */
  #osDefaults = false;

  constructor(init: WidgetInit, messages: Messages, language: 'en' | 'es' | 'fr' | 'de') {
    const origin = (init.origin ?? scriptOrigin).replace(/\/+$/, '');
    const pageLang = init.lang || document.documentElement.lang || 'en';
    this.#i18n.use(language, messages, pageLang);
    this.store = new ProfileStore({ apiKey: init.key, apiBase: `${origin}/api/v1`, userId: init.userId ?? null, userSignature: init.userSignature ?? null });

    this.#host = document.createElement(HOST_TAG);
    this.#host.setAttribute('data-a11yw', '');
    const root = this.#host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(WIDGET_CSS);
    root.adoptedStyleSheets = [sheet];
    const layer = h(document, 'div', { class: 'layer' });
    const tools = h(document, 'div', { class: 'tools', role: 'group', 'aria-label': this.#i18n.t('title') });
    this.#launcher = h(document, 'button', {
      type: 'button',
      class: 'launcher',
      'aria-label': this.#i18n.t('launcher'),
      'aria-haspopup': 'dialog',
      'aria-expanded': 'false',
    });
    this.#launcher.append(personIcon());
    const dock = h(
      document,
      'div',
      { class: 'dock', 'data-corner': init.position ?? 'bottom-right', lang: this.#i18n.lang, dir: this.#i18n.dir },
      this.#launcher,
      tools,
    );
    root.append(layer, dock);

    const asset = (name: string) => `${origin}/widget/${__WIDGET_ASSETS__.fonts[name] ?? __WIDGET_ASSETS__.cursors[name] ?? name}`;
    this.#engine = new Engine(
      {
        doc: document,
        layer,
        root,
        tools,
        i18n: this.#i18n,
        api: { client: this.store.client, userId: this.store.userId, transformStates: () => this.store.transformStates() },
        asset,
        chunk: <T>(name: string) => import(/* webpackIgnore: true */ `${origin}/widget/${__WIDGET_ASSETS__.chunks[name]}`) as Promise<T>,
      },
      behaviours(),
      init.nonce ?? null,
    );
    this.#panel = new Panel({ doc: document, store: this.store, i18n: this.#i18n, implemented: IMPLEMENTED, forcedColors: () => this.#engine.forcedColors });
    root.append(this.#panel.dialog);
    this.#launcher.addEventListener('click', () => this.open());
    this.#panel.dialog.addEventListener('close', () => {
      this.#launcher.setAttribute('aria-expanded', 'false');
      this.#launcher.focus();
    });

    this.#unsubscribe = this.store.onChange(() => {
      this.#osDefaults = false;
      this.#apply();
    });
    const restored = this.store.restore();
    if (restored) {
      this.#apply();
      performance.mark('a11yw:applied');
    }
    document.body.prepend(this.#host);
    this.store
      .sync()
      .then(() => {
        if (!this.store.exists && this.store.settings.size === 0) this.#fromOs();
        if (!restored) performance.mark('a11yw:applied');
        performance.mark('a11yw:synced');
      })
      .catch(() => {
        // expected: offline or refused: the OS preferences apply, and the store shows its status
        if (!restored) this.#fromOs();
      });
  }

  /** No profile yet: start from the person's OS preferences (shown, not saved). */
  #fromOs(): void {
    const active = new Map<string, string | null>();
    if (matchMedia('(prefers-contrast: more)').matches && !matchMedia('(forced-colors: active)').matches) active.set('high-contrast', null);
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) active.set('stop-animations', null);
    if (active.size === 0) return;
    this.#osDefaults = true;
    this.#engine.apply(active);
    this.#emit(active);
  }

  #apply(): void {
    const active = this.store.active();
    this.#engine.apply(active);
    this.#emit(active);
  }

  #emit(active: ReadonlyMap<string, string | null>): void {
    const snapshot = Object.fromEntries(active);
    for (const listener of listeners) {
      try {
        listener(snapshot);
      } catch (error) {
        console.warn('[a11y widget]', error);
      }
    }
  }

  open(): void {
    this.#launcher.setAttribute('aria-expanded', 'true');
    void this.#panel.open();
  }

  close(): void {
    if (this.#panel.dialog.open) this.#panel.dialog.close();
  }

  get usingOsDefaults(): boolean {
    return this.#osDefaults;
  }

  /** Removes the toolbar and every change it made to the page. */
  destroy(): void {
    this.close();
    this.#unsubscribe();
    this.#engine.destroy();
    this.#host.remove();
    void this.store.client.flush();
  }
}

function personIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute(
    'd',
    'M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm8 6.5-5.5 1.2V13l2.3 7.4a1 1 0 0 1-1.9.6L12.6 15h-1.2l-2.3 6a1 1 0 0 1-1.9-.6L9.5 13V9.7L4 8.5a1 1 0 1 1 .4-2L12 8l7.6-1.5a1 1 0 1 1 .4 2Z',
  );
  svg.append(path);
  return svg;
}

async function messagesFor(language: 'en' | 'es' | 'fr' | 'de', origin: string): Promise<Messages> {
  if (language === 'en') return EN;
  try {
    const locales = (await import(/* webpackIgnore: true */ `${origin}/widget/${__WIDGET_ASSETS__.chunks.locales}`)) as Record<string, Messages>;
    return locales[language] ?? EN;
  } catch {
    // expected: the locales chunk did not load: English
    return EN;
  }
}

let current: Widget | null = null;
let pending: Promise<Widget> | null = null;

async function init(options: WidgetInit): Promise<Widget> {
  if (!options || typeof options.key !== 'string' || options.key === '') throw new TypeError('A11yWidget.init: `key` (a publishable key) is required.');
  current?.destroy();
  current = null;
  const language = pickLanguage(options.lang || document.documentElement.lang);
  pending = (async () => {
    const messages = await messagesFor(language, (options.origin ?? scriptOrigin).replace(/\/+$/, ''));
    if (!document.body) await new Promise((resolve) => addEventListener('DOMContentLoaded', resolve, { once: true }));
    current = new Widget(options, messages, language);
    return current;
  })();
  return pending;
}

let lastInit: WidgetInit | null = null;

const api = {
  version: '1',
  /** Starts (or restarts) the widget with these options. */
  init(options: WidgetInit): Promise<void> {
    lastInit = options;
    return init(options).then(() => undefined);
  },
  open(): void {
    void pending?.then((w) => w.open());
  },
  close(): void {
    current?.close();
  },
  /** After sign-in (or sign-out with null): the profile of this user from now on. */
  setUser(userId: string | null, userSignature?: string | null): Promise<void> {
    if (!lastInit) return Promise.reject(new Error('A11yWidget.setUser: call init first.'));
    lastInit = { ...lastInit, userId, userSignature: userSignature ?? null };
    return init(lastInit).then(() => undefined);
  },
  /** Called with the active features whenever they change; returns an unsubscribe function. */
  subscribe(listener: ChangeListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The active features now. */
  getActive(): Record<string, string | null> {
    return current ? Object.fromEntries(current.store.active()) : {};
  },
  /** Removes the toolbar and restores the page. */
  destroy(): void {
    current?.destroy();
    current = null;
  },
};

declare global {
  interface Window {
    A11yWidget?: typeof api;
  }
}

if (!window.A11yWidget) {
  window.A11yWidget = api;
  const key = script?.dataset.key;
  if (key) {
    void api
      .init({
        key,
        userId: script?.dataset.userId ?? null,
        userSignature: script?.dataset.userSignature ?? null,
        lang: script?.dataset.lang ?? null,
        position: (script?.dataset.position as WidgetInit['position']) ?? 'bottom-right',
        // A script without a nonce has `nonce` "": no nonce, then.
        nonce: script?.dataset.nonce || script?.nonce || null,
      })
      .catch((error: unknown) => console.warn('[a11y widget]', error));
  }
}
