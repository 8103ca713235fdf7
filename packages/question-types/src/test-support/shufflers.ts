import { createSecretKey } from 'node:crypto';
import type { Shuffler } from '../shuffler.ts';
import { keyedShuffler } from '../shufflers/keyed-shuffler.ts';

/** A fixed 256-bit key for tests (the server's key is a secret; see apps/server/src/answer-shuffles.ts). */
const TEST_SHUFFLE_KEY = createSecretKey(
  Buffer.from('7e1f4c0a9b2d3e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829304a5b6c7', 'hex'),
);

/** The real keyed shuffler under the test key, one per name: the same name gives the same shuffles. */
export function testShuffler(name: string): Shuffler {
  return keyedShuffler(TEST_SHUFFLE_KEY, ['test', name]);
}
