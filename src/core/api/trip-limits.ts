/** Limits of the trip contract that the browser needs without the schemas (and zod): see trip-edits.ts. */
export const NOTE_MAX = 4000;
