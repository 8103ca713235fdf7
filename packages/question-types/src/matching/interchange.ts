import type { TypeInterchange } from '../interchange/model.ts';
import { FIRST_RIGHT_ID } from './pair-ids.ts';
import type { MatchingContent } from './schema.ts';
import { unmatchedRightItems } from './unmatched.ts';

/** MATCHING maps onto pairs plus distractors (right items no left item takes); ids 1.. and 10.. on the way in. */
export const matchingInterchange: TypeInterchange<MatchingContent> = {
  toInterchange: (content) => {
    const rightText = new Map(content.right.map((item) => [item.id, item.text]));
    return {
      body: {
        kind: 'matching',
        pairs: content.left.map((item) => ({ left: item.text, right: rightText.get(item.matchId) ?? '' })),
        distractors: unmatchedRightItems(content).map((item) => item.text),
      },
      notes: [],
    };
  },
  fromInterchange: (body) => {
    if (body.kind !== 'matching') {
      return null;
    }
    const rights = [...body.pairs.map((pair) => pair.right), ...body.distractors];
    return {
      content: {
        left: body.pairs.map((pair, index) => ({ id: index + 1, text: pair.left, matchId: FIRST_RIGHT_ID + index })),
        right: rights.map((text, index) => ({ id: FIRST_RIGHT_ID + index, text })),
      },
      notes: [],
    };
  },
};
