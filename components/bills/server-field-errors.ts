import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { ApiRequestError, isSessionExpired } from "@/lib/api-client/api-request-error";

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

/**
 * What a form says when the API refused its submission: field errors go on their fields (the alert then asks to
 * check them, or lists the ones no field shows); a 403 or anything else gets its own text. Null for an expired
 * session, which the provider shows instead.
 */
export function submitFailureText<Values extends FieldValues, Output>(
  error: unknown,
  form: UseFormReturn<Values, unknown, Output>,
  texts: { forbidden: string; errorBody: string; checkFields: string },
  hiddenFields = BILL_HIDDEN_FIELDS,
): string | null {
  if (isSessionExpired(error)) return null;
  if (!(error instanceof ApiRequestError)) return texts.errorBody;
  if (error.status === 403) return texts.forbidden;
  const unplaced = applyServerFieldErrors(error.fieldErrors(), form, hiddenFields);
  const hasPlaced = Object.keys(error.fieldErrors()).length > unplaced.length;
  return unplaced.length ? unplaced.join(" ") : hasPlaced ? texts.checkFields : error.message;
}
