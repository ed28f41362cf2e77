/** `%value%` for ILIKE, with the value's own wildcards escaped, so a search for "10%" means the text "10%". */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
