import type { TypeInterchange } from '../interchange/model.ts';
import type { OrderingContent } from './schema.ts';

/** ORDERING maps one to one (ids 1, 2, ... on the way in). */
export const orderingInterchange: TypeInterchange<OrderingContent> = {
  toInterchange: (content) => ({
    body: { kind: 'ordering', items: content.items.map((item) => item.text) },
    notes: [],
  }),
  fromInterchange: (body) =>
    body.kind === 'ordering'
      ? { content: { items: body.items.map((text, index) => ({ id: index + 1, text })) }, notes: [] }
      : null,
};
