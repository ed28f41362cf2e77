/** A decimal as a person writes it: numeric columns come back padded to their scale ("11.234500000000" → "11.2345"). */
export function plainDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}
