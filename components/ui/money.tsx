"use client";
import { useLocale } from "@/components/embed/embed-context";
import { formatMoney } from "@/lib/i18n/format";

/** An API amount (integer minor units) in the viewer's locale and the document's currency. */
export function Money({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: string;
  className?: string;
}) {
  const locale = useLocale();
  return <span className={`tabular-nums ${className ?? ""}`}>{formatMoney(amount, currency, locale)}</span>;
}
