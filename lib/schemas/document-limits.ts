/**
 * decisions.md §9: at most 10 MB once decoded. Apart from document.ts's schemas so that the bill form can refuse a
 * larger file before reading it without loading zod.
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
