import type { ReactNode } from "react";

/**
 * Where a chart goes: one image for assistive technology, named by a summary of its figures (the table below holds
 * every figure). The fixed height keeps the table from jumping when the chart's code arrives.
 */
export function ChartFrame({
  summary,
  height,
  children,
}: {
  summary: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={summary} className="card mb-4 p-2" style={{ height }}>
      {children}
    </div>
  );
}

/** Shown while the chart's code loads (next/dynamic); the table is already on screen. */
export function ChartPlaceholder() {
  return <div aria-hidden="true" className="h-full animate-pulse rounded-embed bg-embed-border-2" />;
}
