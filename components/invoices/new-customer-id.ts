/**
 * How the ids the invoice form gives new customers begin; the picker shows no such id (a person never typed it). Its
 * own file, not the form schema's: importing a value from there would put zod in the page's first load.
 */
export const EMBED_CUSTOMER_ID_PREFIX = "embed-customer-";
