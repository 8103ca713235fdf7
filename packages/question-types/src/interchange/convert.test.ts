import { describe, expect, it } from 'vitest';
import type { QuestionTypePlugin } from '../plugin.ts';
import { questionTypeRegistry } from '../registry.ts';
import type { QuestionType } from '@quizmaker/contracts';
import {
  contentFromInterchange,
  contentToInterchange,
  INTERCHANGE_NOTES,
  INTERCHANGE_REASONS,
  interchangeShapeOf,
} from './convert.ts';

type ErasedPlugin = QuestionTypePlugin<QuestionType, unknown, unknown, unknown>;
const plugins: readonly ErasedPlugin[] = Object.values(questionTypeRegistry);

describe('every type maps to the neutral question and back', () => {
  for (const plugin of plugins) {
    for (const [name, content] of Object.entries(plugin.fixtures.valid)) {
      it(`${plugin.type} ${name}: same type, same answers (ids renumbered in order)`, () => {
        const mapped = contentToInterchange(plugin.type, content);
        if ('unsupported' in mapped) {
          throw new Error(mapped.unsupported);
        }
        expect(mapped.notes).toEqual([]);
        const back = contentFromInterchange(mapped.body);
        if ('reason' in back) {
          throw new Error(back.reason);
        }
        expect(back.type).toBe(plugin.type);
        expect(back.notes).toEqual([]);
        const parsed = plugin.contentSchema.parse(back.content);
        // The answer as a person reads it does not change (ids may be renumbered 1.., 10.., a..).
        expect(plugin.summarise(parsed)).toBe(plugin.summarise(plugin.contentSchema.parse(content)));
        expect(plugin.describeResponse(parsed, plugin.correctAnswer(parsed))).toBe(
          plugin.describeResponse(
            plugin.contentSchema.parse(content),
            plugin.correctAnswer(plugin.contentSchema.parse(content)),
          ),
        );
      });
    }
  }

  it('an MCQ_MULTI with one right option stays MCQ_MULTI', () => {
    const content = {
      options: [
        { id: 'a', text: 'yes', correct: true },
        { id: 'b', text: 'no', correct: false },
      ],
    };
    const mapped = contentToInterchange('MCQ_MULTI', content);
    expect(mapped).toEqual({
      body: {
        kind: 'choice',
        multipleAnswers: true,
        options: [
          { text: 'yes', weight: 100 },
          { text: 'no', weight: -100 },
        ],
      },
      notes: [],
    });
    if ('body' in mapped) {
      expect(contentFromInterchange(mapped.body)).toEqual({ type: 'MCQ_MULTI', content, notes: [] });
    }
  });

  it('content its type refuses is reported, never written', () => {
    expect(contentToInterchange('TRUE_FALSE', { answer: 'yes' })).toEqual({
      unsupported: INTERCHANGE_REASONS.invalidContent,
    });
  });
});

describe('what converts with a note', () => {
  it.each([
    {
      title: 'one-answer choice with two fully right options becomes MCQ_MULTI',
      weights: [100, 100, 0],
      converted: { type: 'MCQ_MULTI', notes: [INTERCHANGE_NOTES.severalRight] },
    },
    {
      title: 'a one-answer choice with a negative weight is MCQ_SINGLE with a note',
      weights: [100, -50],
      converted: { type: 'MCQ_SINGLE', notes: [INTERCHANGE_NOTES.weightsIgnored] },
    },
  ])('$title', ({ weights, converted }) => {
    const options = weights.map((weight, index) => ({ text: 'abc'.charAt(index), weight }));
    expect(contentFromInterchange({ kind: 'choice', multipleAnswers: false, options })).toMatchObject(converted);
  });

  it('short answer: partly right answers are dropped with a note', () => {
    expect(
      contentFromInterchange({
        kind: 'shortAnswer',
        answers: [
          { text: 'Paris', weight: 100 },
          { text: 'paris france', weight: 50 },
        ],
      }),
    ).toEqual({
      type: 'OPEN',
      content: { answer: 'Paris' },
      notes: [INTERCHANGE_NOTES.partialAnswersDropped('"paris france"')],
    });
  });

  it('a typed answer with nothing fully right is skipped', () => {
    expect(contentFromInterchange({ kind: 'shortAnswer', answers: [{ text: 'x', weight: 50 }] })).toEqual({
      reason: INTERCHANGE_REASONS.noRightAnswer,
    });
  });
});

describe('interchangeShapeOf', () => {
  it("names the body kind each type's new question maps to (and whether a choice takes several answers)", () => {
    const shapes = plugins.map((plugin) => {
      const shape = interchangeShapeOf(plugin.type);
      if ('unsupported' in shape) {
        return [plugin.type, shape.unsupported];
      }
      return [
        plugin.type,
        shape.body.kind === 'choice' ? `choice, several: ${String(shape.body.multipleAnswers)}` : shape.body.kind,
      ];
    });
    expect(Object.fromEntries(shapes)).toEqual({
      MCQ_SINGLE: 'choice, several: false',
      MCQ_MULTI: 'choice, several: true',
      TRUE_FALSE: 'trueFalse',
      OPEN: 'shortAnswer',
      FILL_GAP: 'gapText',
      COMPLIANCE: 'statements',
      ORDERING: 'ordering',
      HOTSPOT: 'imageRegions',
      MATCHING: 'matching',
    });
  });
});
