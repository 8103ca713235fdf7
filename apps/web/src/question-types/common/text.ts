/** True when a text is empty once spaces are removed: the spec counts such answers and texts as missing. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}
