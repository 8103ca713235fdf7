import type { TypeInterchange } from '../interchange/model.ts';
import type { TrueFalseContent } from './schema.ts';

/** TRUE_FALSE maps one to one. */
export const trueFalseInterchange: TypeInterchange<TrueFalseContent> = {
  toInterchange: (content) => ({ body: { kind: 'trueFalse', answer: content.answer }, notes: [] }),
  fromInterchange: (body) => (body.kind === 'trueFalse' ? { content: { answer: body.answer }, notes: [] } : null),
};
