import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/** Values the bill form keeps but shows no input for: an error there belongs in the alert. */
const BILL_HIDDEN_FIELDS: ReadonlySet<string> = new Set(["external_id", "vendor_mode", "is_approved"]);

/**
 * The form field an API error path belongs to: the longest leading part of the path that names a value of the form
 * (`line_items.0.account_identifier.id` → `line_items.0.account_identifier`, the select that holds the id).
 */
export function formPathOf(
  apiPath: string,
  values: unknown,
  hiddenFields = BILL_HIDDEN_FIELDS,
): string | undefined {
  const segments = apiPath.split(".");
  for (let length = segments.length; length > 0; length--) {
    let value: unknown = values;
    for (const segment of segments.slice(0, length))
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[segment] : undefined;
    if (value !== undefined && !hiddenFields.has(segments[0]!)) return segments.slice(0, length).join(".");
  }
  return undefined;
}

/**
 * Puts the API's field errors on their fields (focusing the first); returns the ones no field shows. The invoice form
 * uses it too, with its own hidden fields.
 */
export function applyServerFieldErrors<Values extends FieldValues, Output>(
  fieldErrors: Record<string, string>,
  form: UseFormReturn<Values, unknown, Output>,
  hiddenFields = BILL_HIDDEN_FIELDS,
): string[] {
  const values = form.getValues();
  const unplaced: string[] = [];
  let isFirst = true;
  for (const [apiPath, message] of Object.entries(fieldErrors)) {
    const path = formPathOf(apiPath, values, hiddenFields);
    if (!path) {
      unplaced.push(message);
      continue;
    }
    form.setError(path as FieldPath<Values>, { type: "server", message }, { shouldFocus: isFirst });
    isFirst = false;
  }
  return unplaced;
}
