import type { QuestionType } from '@quizmaker/contracts';
import fc from 'fast-check';
import { optionLetter } from '../choices/option-ids.ts';
import { gapMarker } from '../fill-gap/gap-markers.ts';
import { isHttpUrl } from '../hotspot/schema.ts';
import type { QuestionContent } from '../registry.ts';
import { normaliseText } from '../text-normalise.ts';

/** Visible text: letters and inner spaces, never blank, never a hyphen (gap answers carry one). */
const text = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ]{0,14}[A-Za-zÀ-ÿ]$/);

/** Gap answers are unmistakable tokens, so a test can prove none of them reaches the safe content. */
export const GAP_ANSWER_PREFIX = 'gap-answer-';
const gapAnswer = fc.stringMatching(/^[a-z0-9]{4,10}$/).map((token) => `${GAP_ANSWER_PREFIX}${token}`);

const mcqSingle = fc
  .array(text, { minLength: 2, maxLength: 8 })
  .chain((texts) => fc.tuple(fc.constant(texts), fc.nat({ max: texts.length - 1 })))
  .map(([texts, correctIndex]) => ({
    options: texts.map((optionText, index) => ({
      id: optionLetter(index),
      text: optionText,
      correct: index === correctIndex,
    })),
  }));

const mcqMulti = fc
  .array(fc.record({ text, correct: fc.boolean() }), { minLength: 2, maxLength: 8 })
  .filter((options) => options.some((option) => option.correct))
  .map((options) => ({ options: options.map((option, index) => ({ id: optionLetter(index), ...option })) }));

const fillGap = fc
  .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(text, { minLength: ids.length + 1, maxLength: ids.length + 1 }),
      fc.array(gapAnswer, { minLength: ids.length, maxLength: ids.length }),
    ),
  )
  .map(([ids, prose, answers]) => ({
    text: prose
      .map((piece, index) => (index < ids.length ? `${piece} ${gapMarker(ids[index] as number)} ` : piece))
      .join(''),
    gaps: ids.map((id, index) => ({ id, answer: answers[index] as string })),
  }));

const compliance = fc
  .uniqueArray(fc.record({ id: fc.nat({ max: 500 }), text, compliant: fc.boolean() }), {
    minLength: 2,
    maxLength: 6,
    selector: (statement) => statement.id,
  })
  .filter((statements) => statements.some((statement) => statement.compliant))
  .map((statements) => ({ statements }));

const ordering = fc
  .uniqueArray(text, { minLength: 2, maxLength: 8, selector: normaliseText })
  .chain((texts) =>
    fc.tuple(
      fc.constant(texts),
      fc.uniqueArray(fc.nat({ max: 500 }), { minLength: texts.length, maxLength: texts.length }),
    ),
  )
  .map(([texts, ids]) => ({ items: texts.map((itemText, index) => ({ id: ids[index] as number, text: itemText })) }));

const span = fc
  .integer({ min: 0, max: 99 })
  .chain((start) => fc.tuple(fc.constant(start), fc.integer({ min: 1, max: 100 - start })));
const hotspot = fc
  .record({
    imageUrl: fc.webUrl().filter(isHttpUrl),
    regions: fc.uniqueArray(
      fc
        .record({ id: fc.nat({ max: 500 }), horizontal: span, vertical: span, correct: fc.boolean() })
        .map((region) => ({
          id: region.id,
          x: region.horizontal[0],
          y: region.vertical[0],
          width: region.horizontal[1],
          height: region.vertical[1],
          correct: region.correct,
        })),
      { minLength: 1, maxLength: 6, selector: (region) => region.id },
    ),
  })
  .filter((content) => content.regions.some((region) => region.correct));

const matching = fc
  .record({ pairs: fc.integer({ min: 2, max: 5 }), distractors: fc.integer({ min: 0, max: 2 }) })
  .chain(({ pairs, distractors }) =>
    fc.tuple(
      fc.array(text, { minLength: pairs, maxLength: pairs }),
      fc.array(text, { minLength: pairs + distractors, maxLength: pairs + distractors }),
      fc.shuffledSubarray(
        Array.from({ length: pairs + distractors }, (_, index) => 10 + index),
        { minLength: pairs, maxLength: pairs },
      ),
    ),
  )
  .map(([leftTexts, rightTexts, matchIds]) => ({
    left: leftTexts.map((leftText, index) => ({ id: index + 1, text: leftText, matchId: matchIds[index] as number })),
    right: rightTexts.map((rightText, index) => ({ id: 10 + index, text: rightText })),
  }));

/** Valid authored content of every type; a type without an arbitrary here is a compile error. */
export const contentArbitraries: { readonly [T in QuestionType]: fc.Arbitrary<QuestionContent<T>> } = {
  MCQ_SINGLE: mcqSingle,
  MCQ_MULTI: mcqMulti,
  TRUE_FALSE: fc.boolean().map((answer) => ({ answer })),
  OPEN: text.map((answer) => ({ answer })),
  FILL_GAP: fillGap,
  COMPLIANCE: compliance,
  ORDERING: ordering,
  HOTSPOT: hotspot,
  MATCHING: matching,
};
