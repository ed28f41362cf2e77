/** A status name in a small outlined pill; the text carries the meaning, colour only repeats it. */
export function StatusPill({
  label,
  tone = "neutral",
}: {
  label: string;
  tone?: "neutral" | "success" | "warning" | "danger";
}) {
  const colour = {
    neutral: "border-embed-border text-embed-text",
    success: "border-embed-success text-embed-success",
    warning: "border-embed-warning text-embed-warning",
    danger: "border-embed-danger text-embed-danger",
  }[tone];
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${colour}`}
    >
      {label}
    </span>
  );
}
