/** An entry's documented `sequence_number`: its year and its posting number, e.g. JE-2025-000042. */
export function journalSequenceNumber(entryDate: string, entryNumber: number): string {
  return `JE-${entryDate.slice(0, 4)}-${String(entryNumber).padStart(6, "0")}`;
}
