/** A named progress bar with its percentage (a file being read or uploaded). `value` is 0..1. */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.round(value * 100);
  return (
    <div className="flex items-center gap-2 text-sm">
      <progress max={100} value={percent} aria-label={label} className="h-2 w-40 accent-embed-active" />
      <span aria-hidden="true">{percent} %</span>
    </div>
  );
}
