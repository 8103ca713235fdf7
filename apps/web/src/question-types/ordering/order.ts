import type { OrderingSafeContent } from '@quizmaker/question-types';

type Item = OrderingSafeContent['items'][number];

/**
 * The items in the order the taker has chosen so far: the response's ids that name an item, each
 * once, then any item it leaves out in presented order. With no response, the presented order
 * (api.md decision 9: the widget shows the order it received).
 */
export function orderedItems(items: readonly Item[], orderedIds: readonly number[] | undefined): Item[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<number>();
  const ordered: Item[] = [];
  for (const id of orderedIds ?? []) {
    const item = byId.get(id);
    if (item !== undefined && !seen.has(id)) {
      seen.add(id);
      ordered.push(item);
    }
  }
  return [...ordered, ...items.filter((item) => !seen.has(item.id))];
}

/** A copy of the list with the entry at `from` moved to `to` (both clamped to the list). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) {
    return next;
  }
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
