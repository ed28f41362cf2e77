import type { ReactNode } from "react";

/** Label and value pairs of one object, two columns even at 360 px. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-embed-muted">{label}</dt>
          <dd className="text-right break-all">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
