/**
 * How `describeResponse` names what a taker picked: an item's text, or the id itself when the content
 * does not know it (a stale or tampered response still shows what was sent rather than vanishing).
 */
export function itemTexts<I extends string | number>(items: ReadonlyArray<{ id: I; text: string }>): (id: I) => string {
  const textOf = new Map<I, string>(items.map((item) => [item.id, item.text]));
  return (id) => textOf.get(id) ?? String(id);
}

/** The picked items' texts in the order the content lists them (a selection has no order of its own), unknown ids last. */
export function selectedTexts<I extends string | number>(
  items: ReadonlyArray<{ id: I; text: string }>,
  selected: readonly I[],
): string {
  const known = items.filter((item) => selected.includes(item.id)).map((item) => item.text);
  const unknown = selected.filter((id) => !items.some((item) => item.id === id)).map(String);
  return [...known, ...unknown].join('; ');
}
