/** Seed of one question inside one attempt: a refresh shows the same order, another attempt another. */
export function attemptQuestionSeed(attemptId: string, questionId: string): string {
  return `${attemptId}:${questionId}`;
}

/** FNV-1a 32-bit hash: turns any seed text into a stable 32-bit integer. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic generator of numbers in [0, 1); enough for presentation order. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Deterministic, uniform Fisher-Yates shuffle per seed: every order, the given one included, is
 * equally likely. The order shown to a taker must not depend on the answer, so the given (answer)
 * order is not avoided: a shuffle that never returned it would always swap two items (the answer
 * is then the reverse of what is shown) and, for more items, would make the answer the one order
 * never shown. Secrecy comes from the seed, which the taker must not know (attempts use a random
 * per-attempt seed).
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const order = items.map((_, index) => index);
  const random = mulberry32(hashSeed(seed));
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const held = order[i] as number;
    order[i] = order[j] as number;
    order[j] = held;
  }
  return order.map((index) => items[index] as T);
}
