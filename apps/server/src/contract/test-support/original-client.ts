import type { QuestionType } from '@quizmaker/contracts';
import { NINE_TYPES } from '../../domains/attempts/test-support/taking.ts';

/**
 * What the original web client (the one specs 1-3 were written from) sends, for the contract
 * tests that replay its flows. Helpers shared by `original-client-*.test.ts` only.
 */

interface TextItem {
  id: number | string;
  text: string;
}

/** A question as the client holds it: `nextQuestion` itself, or `question` of current-question. */
export interface ClientQuestion {
  id: string;
  type: QuestionType;
  questionText: string;
  safeContent: unknown;
}

const idsOfTexts = (items: TextItem[], texts: string[]) =>
  texts.map((text) => items.find((item) => item.text === text)?.id);
const idOfText = (items: TextItem[], text: string) => items.find((item) => item.text === text)?.id;

/**
 * The right answer to a question of the taking kit's NINE_TYPES, in the client's own forms (spec 3
 * section 7's table; MATCHING as `{answer: {leftId: rightId}}`, HOTSPOT as `{regionId: drawnBox}`),
 * found by reading only what the client shows: the question's type and its safe content, by text.
 * The drawn box is the heart's region grown by 5 points on every side, as a hand draws around it.
 */
const heartOf = (safe: Record<string, unknown>) => {
  const heart = (safe.regions as Array<{ id: number; x: number; y: number; width: number; height: number }>).find(
    (region) => region.id === 1,
  );
  if (!heart) {
    throw new Error('the HOTSPOT question shows no heart region');
  }
  return heart;
};

const CAPITALS: Array<[string, string]> = [
  ['France', 'Paris'],
  ['Italy', 'Rome'],
  ['Spain', 'Madrid'],
];

/** Per type, the client's answer form holding the right answer, from the safe content alone. */
const RIGHT_ANSWER_FORMS: Record<QuestionType, (safe: Record<string, unknown>) => unknown> = {
  MCQ_SINGLE: (safe) => ({ selectedOptionId: idOfText(safe.options as TextItem[], 'Paris') }),
  MCQ_MULTI: (safe) => ({ selectedOptionIds: idsOfTexts(safe.options as TextItem[], ['2', '5']) }),
  TRUE_FALSE: () => ({ answer: true }),
  OPEN: () => ({ answer: 'Rome' }),
  FILL_GAP: (safe) => ({
    answers: (safe.gaps as Array<{ id: number }>).map((gap, index) => ({
      gapId: gap.id,
      answer: ['Paris', 'Rome'][index],
    })),
  }),
  COMPLIANCE: (safe) => ({
    selectedStatementIds: idsOfTexts(safe.statements as TextItem[], [
      'Helmets are worn on site',
      'Chemicals are stored in labelled containers',
    ]),
  }),
  ORDERING: (safe) => ({ orderedItemIds: idsOfTexts(safe.items as TextItem[], ['Mercury', 'Venus', 'Earth', 'Mars']) }),
  HOTSPOT: (safe) => {
    const heart = heartOf(safe);
    return { regionId: { x: heart.x - 5, y: heart.y - 5, width: heart.width + 10, height: heart.height + 10 } };
  },
  MATCHING: (safe) => ({
    answer: Object.fromEntries(
      CAPITALS.map(([country, capital]) => [
        String(idOfText(safe.left as TextItem[], country)),
        idOfText(safe.right as TextItem[], capital),
      ]),
    ),
  }),
};

/**
 * The right answer to a question of the taking kit's NINE_TYPES, in the client's own forms (spec 3
 * section 7's table; MATCHING as `{answer: {leftId: rightId}}`, HOTSPOT as `{regionId: drawnBox}`),
 * found by reading only what the client shows: the question's type and its safe content, by text.
 * The drawn box is the heart's region grown by 5 points on every side, as a hand draws around it.
 */
export function rightAnswerAsClientSends(question: ClientQuestion): unknown {
  return RIGHT_ANSWER_FORMS[question.type](question.safeContent as Record<string, unknown>);
}

/** The kit's nine questions in their order, each authored content as the author wrote it. */
export const NINE_QUESTIONS = NINE_TYPES.map(({ type, questionText, content }) => ({ type, questionText, content }));
