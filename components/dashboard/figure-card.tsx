import type { ReactNode } from "react";

/** One headline figure: a region named by its label, the amount large, a line of context under it. */
export function FigureCard({
  id,
  label,
  amount,
  children,
}: {
  id: string;
  label: string;
  amount: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="text-sm font-medium text-embed-muted">
        {label}
      </h2>
      <p className="mt-1 text-xl font-semibold tabular-nums">{amount}</p>
      {children ? <p className="mt-1 text-sm text-embed-muted">{children}</p> : null}
    </section>
  );
}
