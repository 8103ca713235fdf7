// @quizmaker/question-types/seeded-random: the one small seeded generator of the tree. Same seed, same
// sequence, on every machine: the legacy (version 1) attempt shuffles, the offline question generator and
// the benchmark's data sets all depend on reproducing old outputs bit for bit. Its state is 32 bits, so it
// must never decide anything a taker could exploit: answer-hiding shuffles use the keyed shuffler instead.

/** A float in [0, 1); each call advances the sequence. */
export type SeededRandom = () => number;

/**
 * FNV-1a 32-bit hash of `text`. `basisXor` perturbs the offset basis, so the same text under different
 * salts gives unrelated seeds (the benchmark names data sets this way).
 */
export function fnv1a32(text: string, basisXor = 0): number {
  let hash = 0x811c9dc5 ^ basisXor;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1) from a 32-bit state. Small and fast; not for secrets. */
export function mulberry32(seed: number): SeededRandom {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The sequence for a seed text: mulberry32 seeded with the text's FNV-1a hash. */
export function seededRandom(seedText: string): SeededRandom {
  return mulberry32(fnv1a32(seedText));
}
