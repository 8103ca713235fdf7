import { createHmac, type KeyObject } from 'node:crypto';
import { fisherYatesShuffle, type RandomBelow, type Shuffler } from '../shuffler.ts';

/**
 * Shuffle version 2 (issue 15, H-1): every permutation a taker sees is drawn from
 * HMAC-SHA256(key, labels | block counter), where the key is a server secret of at least 128 bits
 * and the labels name the attempt, the question and the purpose. Without the key, the shown orders
 * of all other questions and purposes say nothing about this one (HMAC is a pseudo-random
 * function), and there is no small state to search: each draw depends on the whole key.
 * Node only (node:crypto): the web app never imports this module.
 */

/** The least key size: 128 bits. */
const MIN_SHUFFLE_KEY_BYTES = 16;

const TWO_TO_32 = 2 ** 32;
/** 32-bit draws per HMAC-SHA256 block. */
const DRAWS_PER_BLOCK = 8;

/** Each label as its UTF-8 byte length (4 bytes) and bytes, so no two label lists share an encoding. */
function encodeLabels(labels: readonly string[]): Buffer {
  return Buffer.concat(
    labels.flatMap((label) => {
      const bytes = Buffer.from(label, 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32BE(bytes.length);
      return [length, bytes];
    }),
  );
}

/**
 * Uniform integers in [0, bound) from the keyed stream of `labels` (counter mode: block n is
 * HMAC(key, labels | n)). A draw at or above the largest multiple of `bound` below 2^32 is
 * discarded and the next one taken (rejection sampling), so every value is exactly equally likely:
 * no modulo bias.
 */
export function keyedRandomBelow(key: KeyObject, labels: readonly string[]): RandomBelow {
  if (key.type !== 'secret' || (key.symmetricKeySize ?? 0) < MIN_SHUFFLE_KEY_BYTES) {
    throw new RangeError(`A shuffle key must be a secret key of at least ${MIN_SHUFFLE_KEY_BYTES * 8} bits`);
  }
  const prefix = encodeLabels(labels);
  const counter = Buffer.alloc(4);
  let blockIndex = 0;
  let block = Buffer.alloc(0);
  let drawn = DRAWS_PER_BLOCK;
  const nextDraw = (): number => {
    if (drawn === DRAWS_PER_BLOCK) {
      counter.writeUInt32BE(blockIndex);
      block = createHmac('sha256', key).update(prefix).update(counter).digest();
      blockIndex += 1;
      drawn = 0;
    }
    const value = block.readUInt32BE(drawn * 4);
    drawn += 1;
    return value;
  };
  return (bound) => {
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_TO_32) {
      throw new RangeError(`bound must be an integer from 1 to 2^32, not ${bound}`);
    }
    const accepted = TWO_TO_32 - (TWO_TO_32 % bound);
    for (;;) {
      const value = nextDraw();
      if (value < accepted) {
        return value % bound;
      }
    }
  };
}

/** The shuffles of one safe view: purpose p of `context` draws from the stream of labels [...context, p]. */
export function keyedShuffler(key: KeyObject, context: readonly string[]): Shuffler {
  return { shuffle: (items, purpose) => fisherYatesShuffle(items, keyedRandomBelow(key, [...context, purpose])) };
}
