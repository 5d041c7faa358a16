/** A progress bar with its text: how many of the walk's meters are done. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <span className="flex items-center gap-3">
      <span
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-label={label}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200"
      >
        <span className="block h-full rounded-full bg-brand-main" style={{ width: `${percent}%` }} />
      </span>
      <span className="shrink-0 text-sm text-gray-800">{label}</span>
    </span>
  );
}
