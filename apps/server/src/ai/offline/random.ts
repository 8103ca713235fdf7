import { fisherYatesShuffle } from '@quizmaker/question-types';
import { seededRandom, type SeededRandom } from '@quizmaker/question-types/seeded-random';

/** The offline generator's random source (the shared seeded generator): same seed, same questions. */
export class Random {
  readonly #next: SeededRandom;

  constructor(seed: string) {
    this.#next = seededRandom(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.#next();
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return fisherYatesShuffle(items, (bound) => this.int(bound));
  }
}
