import { z } from 'zod';
import {
  checkBlankTexts,
  checkMinCount,
  checkUniqueIds,
  isBlank,
  withContentChecks,
  type ContentIssue,
} from '../content-issues.ts';
import { LenientNumericIdSchema, NumericIdSchema } from '../ids.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import { normaliseText } from '../text-normalise.ts';

const OrderingShape = z.object({ items: z.array(z.object({ id: NumericIdSchema, text: z.string() })) });

/** Two items that read the same cannot be told apart by the taker, so the order would be a lottery. */
function checkDistinctTexts(items: ReadonlyArray<{ readonly text: string }>): ContentIssue[] {
  const texts = items.filter((item) => !isBlank(item.text)).map((item) => normaliseText(item.text));
  return new Set(texts).size === texts.length ? [] : [{ message: CONTENT_MESSAGES.itemTextsDistinct, path: ['items'] }];
}

/** ORDERING content: items in the correct order (the authored order is the answer, spec 2). */
export const OrderingContentSchema = withContentChecks(OrderingShape, (content) => [
  ...checkMinCount(content.items, 2, CONTENT_MESSAGES.minItems, 'items'),
  ...checkUniqueIds(content.items, CONTENT_MESSAGES.itemIdsUnique, 'items'),
  ...checkBlankTexts(content.items, COUNTED_MESSAGES.itemsMissing, 'items'),
  ...checkDistinctTexts(content.items),
]);
export type OrderingContent = z.infer<typeof OrderingContentSchema>;

/** Safe content: the items, shuffled so the order never gives the answer away (api.md decision 9). */
export const OrderingSafeContentSchema = z.strictObject({
  items: z.array(z.strictObject({ id: NumericIdSchema, text: z.string() })),
});
export type OrderingSafeContent = z.infer<typeof OrderingSafeContentSchema>;

/** Canonical response: item ids in the order the taker chose. */
export const OrderingResponseSchema = z.object({ orderedItemIds: z.array(NumericIdSchema) });
export type OrderingResponse = z.infer<typeof OrderingResponseSchema>;

/** Canonical form, or the local form: the array of item ids in chosen order. */
export const normaliseOrderingResponse = lenientParser<OrderingResponse>(
  z.union([
    z.object({ orderedItemIds: z.array(LenientNumericIdSchema) }),
    z.array(LenientNumericIdSchema).transform((orderedItemIds) => ({ orderedItemIds })),
  ]),
);
