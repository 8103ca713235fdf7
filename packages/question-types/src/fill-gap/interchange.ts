import { INTERCHANGE_NOTES } from '../interchange/messages.ts';
import { FULL_WEIGHT, listed, rightAnswers, type TypeInterchange } from '../interchange/model.ts';
import type { FillGapContent } from './schema.ts';

/** FILL_GAP is a gap text whose gaps each have one typed answer; choices offered in a gap are dropped. */
export const fillGapInterchange: TypeInterchange<FillGapContent> = {
  toInterchange: (content) => ({
    body: {
      kind: 'gapText',
      text: content.text,
      gaps: content.gaps.map((gap) => ({ id: gap.id, answers: [{ text: gap.answer, weight: FULL_WEIGHT }] })),
    },
    notes: [],
  }),
  fromInterchange: (body) => {
    if (body.kind !== 'gapText') {
      return null;
    }
    const notes: string[] = [];
    const gaps = body.gaps.map((gap) => {
      const [right, ...others] = rightAnswers(gap.answers);
      const dropped = gap.answers.filter((answer) => answer !== right).map((answer) => answer.text);
      if (dropped.length > 0) {
        notes.push(
          others.length > 0 && others.length === dropped.length
            ? INTERCHANGE_NOTES.otherAnswersDropped(listed(dropped))
            : INTERCHANGE_NOTES.gapChoicesDropped(gap.id, listed(dropped)),
        );
      }
      return { id: gap.id, answer: right?.text ?? '' };
    });
    return { content: { text: body.text, gaps }, notes };
  },
};
