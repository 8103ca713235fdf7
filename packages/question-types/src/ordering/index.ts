import type { QuestionTypePlugin } from '../plugin.ts';
import { orderingGeneration } from './generation.ts';
import { orderingInterchange } from './interchange.ts';
import { itemTexts } from '../item-texts.ts';
import { orderingFixtures } from './fixtures.ts';
import { orderingIdPermutation, orderingShownIds } from './shown-ids.ts';
import { gradeOrdering, isOrderingAnswered, orderingCorrectAnswer } from './grade.ts';
import {
  normaliseOrderingResponse,
  OrderingContentSchema,
  OrderingResponseSchema,
  OrderingSafeContentSchema,
  type OrderingContent,
  type OrderingResponse,
  type OrderingSafeContent,
} from './schema.ts';

export * from './schema.ts';
export { orderingFixtures } from './fixtures.ts';

/** ORDERING: put the items in the authored order; partial credit per item in place. */
export const orderingPlugin: QuestionTypePlugin<'ORDERING', OrderingContent, OrderingSafeContent, OrderingResponse> = {
  type: 'ORDERING',
  label: 'Ordering',
  contentSchema: OrderingContentSchema,
  defaultContent: () => ({ items: [1, 2, 3].map((id) => ({ id, text: '' })) }),
  safeContentSchema: OrderingSafeContentSchema,
  toSafeContent: (content, shuffler) => {
    const ids = orderingIdPermutation(content, shuffler);
    return {
      items: shuffler.shuffle(content.items, 'item-order').map(({ id, text }) => ({ id: ids.toShown(id), text })),
    };
  },
  shownIds: orderingShownIds,
  responseSchema: OrderingResponseSchema,
  normaliseResponse: normaliseOrderingResponse,
  grade: gradeOrdering,
  correctAnswer: orderingCorrectAnswer,
  isAnswered: isOrderingAnswered,
  summarise: (content) => `${content.items.length} items: ${content.items.map((item) => item.text).join(' → ')}`,
  describeResponse: (content, response) => response.orderedItemIds.map(itemTexts(content.items)).join(' → '),
  live: { playable: true },
  interchange: orderingInterchange,
  generation: orderingGeneration,
  fixtures: orderingFixtures,
};
