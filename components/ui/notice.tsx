import type { ReactNode } from 'react';

const tones = {
  info: 'border-blue-700 bg-blue-50 text-blue-950',
  success: 'border-green-700 bg-green-50 text-green-950',
  warning: 'border-amber-700 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

/** A message box. Errors are announced at once (role=alert); the rest politely (role=status). */
export function Notice({ tone = 'info', title, children }: { tone?: keyof typeof tones; title?: string; children?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-md border-l-4 p-4 ${tones[tone]}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className="text-sm">{children}</div> : null}
    </div>
  );
}
