'use client';

import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { CopyButton } from '@/components/ui/copy-button.tsx';
import { CopyField } from '@/components/ui/copy-field.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useAction } from '@/components/ui/use-action.ts';
import { checkWidgetKeyAction, createWidgetKeyAction } from '../actions.ts';
import { embedSnippet, fullSnippet, KEY_PLACEHOLDER } from '../snippet.ts';

/**
 * The full publishable key this page holds, if any: one created here (shown once) or one the person entered.
 * Keys are stored as hashes, so after a reload the page has none again; the snippet then shows a placeholder
 * and the preview waits for a key.
 */
interface WidgetKey {
  key: string;
  prefix: string;
  created: boolean;
}

const KeyContext = createContext<{ widgetKey: WidgetKey | null; setWidgetKey(key: WidgetKey): void } | null>(null);

function useWidgetKey() {
  const value = useContext(KeyContext);
  if (!value) throw new Error('useWidgetKey outside WidgetKeyProvider');
  return value;
}

export function WidgetKeyProvider({ children }: { children: ReactNode }) {
  const [widgetKey, setWidgetKey] = useState<WidgetKey | null>(null);
  return <KeyContext.Provider value={{ widgetKey, setWidgetKey }}>{children}</KeyContext.Provider>;
}

/** A code block to take away, with its heading and a copy button that says whether it copied. */
export function CodeBlock({ title, code, copyLabel }: { title: string; code: string; copyLabel: string }) {
  return (
    <div className="mb-6">
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {/* Wrapped rather than scrolled: a scrolling <pre> would need to be focusable to be read by keyboard. */}
      <pre className="mb-2 rounded-md bg-slate-100 p-3 text-sm wrap-anywhere whitespace-pre-wrap text-slate-900">
        <code>{code}</code>
      </pre>
      <CopyButton value={code} label={copyLabel} />
    </div>
  );
}

/** "Create a publishable key for the widget", then the key, shown this once. */
export function CreateWidgetKey() {
  const { widgetKey, setWidgetKey } = useWidgetKey();
  const { run, pending, error, setError } = useAction();
  const shown = useRef<HTMLDivElement>(null);
  const created = widgetKey?.created ? widgetKey : null;

  useEffect(() => {
    // The button is gone: keyboard and screen reader users land on the new key.
    if (created) shown.current?.focus();
  }, [created]);

  if (created) {
    return (
      <div ref={shown} tabIndex={-1} className="mb-6 focus:outline-2 focus:outline-offset-4 focus:outline-blue-700">
        <Notice tone="warning" title="This is the only time the key is shown">
          We keep only a hash of it. The snippets and the preview below use it until you leave this page; it is listed on the API keys page as “Widget”, by its
          prefix <code>{created.prefix}…</code>.
        </Notice>
        <CopyField label="Publishable key “Widget”" value={created.key} copyLabel="Copy key" done={null} />
      </div>
    );
  }
  return (
    <div className="mb-6">
      <FormError error={error} />
      <Button
        disabled={pending}
        onClick={() =>
          run(
            (submission) => createWidgetKeyAction({}, submission),
            ({ key, prefix }) =>
              // A repeat of a submission whose answer was lost: the key exists, and is never shown twice.
              key === null
                ? setError({
                    code: 'already_created',
                    message: 'The key was already created and is shown only once. Revoke it on API keys and create another.',
                  })
                : setWidgetKey({ key, prefix, created: true }),
          )
        }
      >
        {pending ? 'Creating…' : 'Create a publishable key for the widget'}
      </Button>
    </div>
  );
}

/** A key the person already has, for the snippet and the preview (checked on the server: this tenant's, publishable, active). */
export function EnterWidgetKey() {
  const { widgetKey, setWidgetKey } = useWidgetKey();
  const { run, pending, error, field } = useAction();
  const [used, setUsed] = useState(false);
  if (widgetKey?.created) return null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('key') ?? '');
    setUsed(false);
    run(
      () => checkWidgetKeyAction({ key }),
      (data) => {
        setWidgetKey({ key: data.key, prefix: data.prefix, created: false });
        setUsed(true);
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mb-6 max-w-2xl">
      <FormError error={error} labels={{ key: 'Publishable key' }} />
      {used && widgetKey ? <Notice tone="success" title={`The snippets and the preview now use ${widgetKey.prefix}…`} /> : null}
      <TextField
        label="Publishable key"
        name="key"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        hint="Already have the key? Enter it to put it in the snippets and see the preview. It stays in this page only."
        error={field('key')}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Checking…' : 'Use this key'}
      </Button>
    </form>
  );
}

/** The snippet and the snippet with every option, with the page's key or the placeholder. */
export function EmbedSnippets({ origin }: { origin: string }) {
  const { widgetKey } = useWidgetKey();
  const key = widgetKey?.key ?? KEY_PLACEHOLDER;
  return (
    <>
      <CodeBlock title="The snippet" code={embedSnippet(origin, key)} copyLabel="Copy snippet" />
      <CodeBlock title="The snippet with every option" code={fullSnippet(origin, key)} copyLabel="Copy the snippet with every option" />
    </>
  );
}

/** The sample page with the widget, in a frame, once the page has a key. */
export function WidgetPreview({ previewUserId }: { previewUserId: string }) {
  const { widgetKey } = useWidgetKey();
  if (!widgetKey) {
    return (
      <p className="text-slate-700">
        The preview appears here once you create a publishable key on this page or enter one above: we keep only a hash of each key, so this page cannot use a
        key it has not been given.
      </p>
    );
  }
  return (
    <>
      <p className="mb-4 text-slate-700">
        A sample page served by this service, with the widget as your visitors get it, using the key <code>{widgetKey.prefix}…</code>. Its button is in the
        bottom right corner of the frame. What you change in it is saved to this tenant’s end-user profile <code>{previewUserId}</code>.
      </p>
      <iframe
        title="Widget preview: a sample page with the widget"
        src={`/widget-preview?key=${encodeURIComponent(widgetKey.key)}`}
        className="h-[36rem] w-full rounded-md border border-slate-400"
      />
    </>
  );
}
