import type { Feature } from '../../../sdk/src/types.ts';
import { CONTENT_TRANSFORMS } from '../content-map.ts';
import type { Translator } from '../i18n.ts';
import type { Setting } from '../profile-state.ts';
import type { ProfileStore } from '../store.ts';
import { h, uid } from './dom.ts';

/**
 * The settings dialog: a native modal <dialog> in the widget's shadow root (focus moves in, the page
 * behind is inert, Escape closes, focus returns to the launcher). Features are grouped by category under
 * headings, with a search, presets and "reset all"; toggles are buttons with aria-pressed, values are
 * labelled ranges with value text, selects and colour inputs. A locked profile shows the same controls
 * disabled, with the reason.
 */

const CATEGORIES = ['vision', 'reading', 'cognitive', 'motor', 'hearing', 'navigation', 'content'] as const;

const STATUS_MESSAGES = { saving: 'saving', saved: 'saved', offline: 'offline', local: 'savedLocally' } as const;

/** What the catalogue says of widget support (older servers do not say: the widget's own list decides). */
type WidgetSupport = { supported: boolean; reason: string | null };

export interface PanelOptions {
  doc: Document;
  store: ProfileStore;
  i18n: Translator;
  /** Features this build implements (used when the catalogue does not say). */
  implemented: ReadonlySet<string>;
  forcedColors: () => boolean;
}

export class Panel {
  readonly dialog: HTMLDialogElement;
  readonly #o: PanelOptions;
  readonly #body: HTMLElement;
  readonly #status: HTMLElement;
  readonly #titleId = uid('title');
  #rows = new Map<string, { row: HTMLElement; sync: () => void; text: string }>();
  #built = false;
  #search: HTMLInputElement | null = null;
  #noMatch: HTMLElement | null = null;

  constructor(options: PanelOptions) {
    this.#o = options;
    const { doc, i18n } = options;
    this.#status = h(doc, 'p', { class: 'status', role: 'status' });
    this.#body = h(doc, 'div', { class: 'body' }, h(doc, 'p', {}, i18n.t('loading')));
    const close = h(doc, 'button', { type: 'button', class: 'close', 'aria-label': i18n.t('close') }, '✕');
    close.addEventListener('click', () => this.dialog.close());
    this.dialog = h(
      doc,
      'dialog',
      { class: 'panel', 'aria-labelledby': this.#titleId, lang: i18n.lang, dir: i18n.dir },
      h(doc, 'div', { class: 'head' }, h(doc, 'h2', { id: this.#titleId }, i18n.t('title')), close),
      this.#body,
    );
    options.store.onChange(() => this.refresh());
  }

  async open(): Promise<void> {
    this.dialog.showModal();
    if (this.#built) {
      this.refresh();
      return;
    }
    try {
      await this.#o.store.loadDetails();
      this.#build();
    } catch {
      // expected: the alert shown is the handling (the store told the console why, when it is the site's origin)
      const message = this.#o.store.originRefused ? 'loadRefused' : 'loadFailed';
      this.#body.replaceChildren(h(this.#o.doc, 'p', { role: 'alert' }, this.#o.i18n.t(message)));
    }
  }

  refresh(): void {
    if (!this.#built) return;
    for (const { sync } of this.#rows.values()) sync();
    const { store, i18n } = this.#o;
    const status = store.status;
    this.#status.textContent =
      status === 'idle'
        ? ''
        : status === 'error'
          ? i18n.t('saveFailed', { reason: store.lastError })
          : status === 'waiting'
            ? i18n.t('rateLimited', { n: String(store.retryIn) })
            : i18n.t(STATUS_MESSAGES[status]);
  }

  #build(): void {
    const { doc, store, i18n } = this.#o;
    this.#built = true;
    const parts: (Node | string | null)[] = [h(doc, 'p', { class: 'note' }, i18n.t('disclaimer')), this.#status];
    if (store.locked) parts.push(h(doc, 'p', { class: 'notice' }, i18n.t('locked')));
    if (this.#o.forcedColors()) parts.push(h(doc, 'p', { class: 'notice' }, i18n.t('forcedColors')));

    const searchId = uid('search');
    this.#search = h(doc, 'input', { id: searchId, type: 'search', autocomplete: 'off', spellcheck: 'false' });
    this.#search.addEventListener('input', () => this.#filter());
    parts.push(h(doc, 'div', { class: 'field' }, h(doc, 'label', { for: searchId }, i18n.t('search')), this.#search));
    this.#noMatch = h(doc, 'p', { hidden: true, role: 'status' });
    parts.push(this.#noMatch);

    if (store.presets.length > 0) {
      const presetId = uid('preset');
      const select = h(doc, 'select', { id: presetId, disabled: store.locked }, h(doc, 'option', { value: '' }, i18n.t('choosePreset')));
      for (const p of store.presets) select.append(h(doc, 'option', { value: p.code, selected: p.code === store.activePresetCode }, p.name));
      const apply = h(doc, 'button', { type: 'button', class: 'action', disabled: store.locked }, i18n.t('applyPreset'));
      apply.addEventListener('click', () => {
        if (!select.value) return;
        store.applyPreset(select.value).catch((error: unknown) => {
          store.lastError = error instanceof Error ? error.message : String(error);
          store.status = 'error';
          this.refresh();
        });
      });
      const reset = h(doc, 'button', { type: 'button', class: 'action', disabled: store.locked }, i18n.t('resetAll'));
      reset.addEventListener('click', () => store.resetAll());
      parts.push(
        h(doc, 'h3', {}, i18n.t('presets')),
        h(doc, 'div', { class: 'field' }, h(doc, 'label', { for: presetId }, i18n.t('preset')), h(doc, 'div', { class: 'row' }, select, apply, reset)),
      );
    }

    const unsupported: Feature[] = [];
    for (const category of CATEGORIES) {
      const features = store.features.filter((f) => f.category === category);
      const shown = features.filter((f) => {
        const ok = this.#supported(f);
        if (!ok) unsupported.push(f);
        return ok;
      });
      if (shown.length === 0) continue;
      const headingId = uid('cat');
      const list = h(doc, 'ul', { 'aria-labelledby': headingId });
      for (const feature of shown) list.append(this.#row(feature));
      parts.push(
        h(doc, 'section', { 'aria-labelledby': headingId, 'data-category': category }, h(doc, 'h3', { id: headingId }, i18n.t(`cat.${category}`)), list),
      );
    }
    if (unsupported.length > 0) {
      const list = h(doc, 'ul', {});
      for (const f of unsupported) {
        list.append(h(doc, 'li', {}, h(doc, 'strong', {}, i18n.name(`f.${f.code}`, f.name)), h(doc, 'p', { class: 'reason' }, this.#reason(f))));
      }
      parts.push(h(doc, 'details', { class: 'unsupported' }, h(doc, 'summary', {}, `${i18n.t('notInWidget')} (${unsupported.length})`), list));
    }
    this.#body.replaceChildren(...parts.filter((p): p is Node | string => p !== null));
    this.refresh();
  }

  #support(f: Feature): WidgetSupport | undefined {
    return (f as Feature & { widget?: WidgetSupport }).widget;
  }

  /** A content feature is offered only where the tenant allows its transform and the service can run it. */
  #transformState(f: Feature): string | undefined {
    const transform = CONTENT_TRANSFORMS[f.code];
    return transform === undefined ? undefined : (this.#o.store.transforms.get(transform) ?? 'off');
  }

  #supported(f: Feature): boolean {
    const state = this.#transformState(f);
    return (this.#support(f)?.supported ?? true) && this.#o.implemented.has(f.code) && (state === undefined || state === 'available');
  }

  #reason(f: Feature): string {
    const state = this.#transformState(f);
    if (this.#support(f)?.supported !== false && state === 'off') return this.#o.i18n.t('contentUnavailableOff');
    if (this.#support(f)?.supported !== false && state === 'needs_ai_model') return this.#o.i18n.t('contentUnavailableModel');
    return this.#support(f)?.reason ?? '';
  }

  #row(feature: Feature): HTMLElement {
    const { doc, store, i18n } = this.#o;
    const name = i18n.name(`f.${feature.code}`, feature.name);
    const current = (): Setting => store.settings.get(feature.code) ?? { isEnabled: false, value: feature.defaultValue };
    const toggle = h(
      doc,
      'button',
      { type: 'button', class: 'toggle', 'aria-pressed': 'false', 'data-feature': feature.code },
      h(doc, 'span', {}, name),
      h(doc, 'span', { class: 'state', 'aria-hidden': 'true' }, i18n.t('on')),
    );
    toggle.addEventListener('click', () => {
      const s = current();
      store.set(feature.code, { isEnabled: !s.isEnabled, value: s.value ?? feature.defaultValue });
    });
    const row = h(doc, 'li', { class: 'feature', 'data-feature': feature.code }, toggle);
    let syncControl = () => {};

    if (feature.valueType === 'number' && feature.min !== null && feature.max !== null) {
      const unit = feature.unit ?? '';
      const range = h(doc, 'input', {
        type: 'range',
        min: String(feature.min),
        max: String(feature.max),
        step: String(feature.step ?? 1),
        'aria-label': name,
        'data-feature': feature.code,
      });
      const output = h(doc, 'span', { class: 'value', 'aria-hidden': 'true' });
      const format = (v: string) => `${formatNumber(Number(v), i18n.lang)}${unit === '%' || unit === 'x' ? '' : ' '}${unit === 'x' ? '×' : unit}`;
      range.addEventListener('input', () => {
        range.setAttribute('aria-valuetext', format(range.value));
        output.textContent = format(range.value);
      });
      range.addEventListener('change', () => store.set(feature.code, { isEnabled: true, value: range.value }));
      row.append(h(doc, 'div', { class: 'control' }, range, output));
      syncControl = () => {
        const value = current().value ?? feature.defaultValue ?? String(feature.min);
        if (doc.activeElement !== range || range.value !== value) range.value = value;
        range.setAttribute('aria-valuetext', format(range.value));
        output.textContent = format(range.value);
        range.disabled = store.locked;
      };
    } else if (feature.valueType === 'enum' && feature.options.length > 0) {
      const select = h(doc, 'select', { 'aria-label': name, 'data-feature': feature.code });
      for (const option of feature.options) select.append(h(doc, 'option', { value: option }, i18n.name(`o.${option}`, option)));
      select.addEventListener('change', () => store.set(feature.code, { isEnabled: true, value: select.value }));
      row.append(h(doc, 'div', { class: 'control' }, select));
      syncControl = () => {
        select.value = current().value ?? feature.defaultValue ?? feature.options[0] ?? '';
        select.disabled = store.locked;
      };
    } else if (feature.valueType === 'string' && /colou?r/.test(feature.code)) {
      const colour = h(doc, 'input', { type: 'color', 'aria-label': name, 'data-feature': feature.code });
      colour.addEventListener('change', () => store.set(feature.code, { isEnabled: true, value: colour.value }));
      row.append(h(doc, 'div', { class: 'control' }, colour));
      syncControl = () => {
        const value = current().value ?? feature.defaultValue ?? '#000000';
        if (/^#[0-9a-f]{6}$/i.test(value)) colour.value = value.toLowerCase();
        colour.disabled = store.locked;
      };
    }

    const sync = () => {
      const on = current().isEnabled;
      toggle.setAttribute('aria-pressed', String(on));
      toggle.disabled = store.locked;
      syncControl();
    };
    sync();
    this.#rows.set(feature.code, { row, sync, text: `${name} ${feature.name} ${feature.code} ${feature.description}`.toLowerCase() });
    return row;
  }

  #filter(): void {
    const q = (this.#search?.value ?? '').trim().toLowerCase();
    let shown = 0;
    for (const { row, text } of this.#rows.values()) {
      const match = q === '' || text.includes(q);
      row.hidden = !match;
      if (match) shown++;
    }
    for (const section of this.#body.querySelectorAll('section')) section.hidden = ![...section.querySelectorAll('li')].some((li) => !li.hidden);
    if (this.#noMatch) {
      this.#noMatch.hidden = shown > 0;
      this.#noMatch.textContent = shown > 0 ? '' : this.#o.i18n.t('noMatch', { q });
    }
  }
}

function formatNumber(n: number, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(n);
  } catch {
    // expected: a language tag Intl does not know: digits as they are
    return String(n);
  }
}
