import { booleanQuerySchema } from "./query-values";
import { z } from "zod";

/** The documented vendor list filters (extensions.md §6.1), shared by the customer list (docs/ledger-and-reports.md). */
export const partyListFilters = {
  external_id_contains: z
    .string()
    .max(255, "At most 255 characters.")
    .optional()
    .meta({ description: "Case-insensitive substring of the external id." }),
  name: z
    .string()
    .max(200, "At most 200 characters.")
    .optional()
    .meta({ description: "Exact company or individual name." }),
  name_contains: z
    .string()
    .max(200, "At most 200 characters.")
    .optional()
    .meta({ description: "Case-insensitive substring of the company or individual name." }),
  include_archived: booleanQuerySchema
    .default(false)
    .meta({ description: "Archived ones are left out unless this is true or `status` names them." }),
};
