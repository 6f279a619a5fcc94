/** A labelled usage bar; the numbers are in the text, the bar only repeats them visually. */
export function UsageMeter({ label, used, limit, unit }: { label: string; used: number; limit: number; unit: string }) {
  const share = limit > 0 ? Math.min(1, used / limit) : 0;
  const fmt = new Intl.NumberFormat('en-GB');
  const tone = share >= 0.9 ? 'bg-red-700' : share >= 0.75 ? 'bg-amber-600' : 'bg-blue-700';
  return (
    <div className="mb-3">
      <p className="flex justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span>
          {fmt.format(used)} of {fmt.format(limit)} {unit} ({Math.round(share * 100)}%)
        </span>
      </p>
      <div className="mt-1 h-2.5 w-full rounded bg-slate-200" aria-hidden="true">
        <div className={`h-2.5 rounded ${tone}`} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
