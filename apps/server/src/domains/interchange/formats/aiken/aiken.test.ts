import { contentFromInterchange } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import { exportSettings, nativeQuestion, refusalOf } from '../../test-support/formats.ts';
import { AIKEN_EXPORT_MESSAGES, AIKEN_MESSAGES, aikenFormat } from './aiken.ts';

// The example of Moodle's Aiken documentation (docs.moodle.org/en/Aiken_format), and its ")" variant.
const DOCUMENTED = `What is the correct answer to this question?
A. Is it this one?
B. Maybe this answer?
C. Possibly this one?
D. Must be this one!
ANSWER: D

Which LMS has the most quiz import formats?
A) Moodle
B) ATutor
C) Claroline
D) Blackboard
E) WebCT
F) Ilias
ANSWER: A
`;

const malformed = (text: string) => refusalOf(() => aikenFormat.parse(text));

describe('Aiken import', () => {
  it('reads the documented example as two MCQ_SINGLE questions', () => {
    const file = aikenFormat.parse(DOCUMENTED);
    expect(file.title).toBeNull();
    expect(file.questions).toHaveLength(2);
    const [first, second] = file.questions;
    expect(first).toMatchObject({ index: 1, text: 'What is the correct answer to this question?' });
    if (!first || !('body' in first) || !second || !('body' in second)) {
      throw new Error('expected neutral questions');
    }
    expect(contentFromInterchange(first.body)).toEqual({
      type: 'MCQ_SINGLE',
      content: {
        options: [
          { id: 'a', text: 'Is it this one?', correct: false },
          { id: 'b', text: 'Maybe this answer?', correct: false },
          { id: 'c', text: 'Possibly this one?', correct: false },
          { id: 'd', text: 'Must be this one!', correct: true },
        ],
      },
      notes: [],
    });
    expect(second.body).toMatchObject({ kind: 'choice', multipleAnswers: false });
    expect(contentFromInterchange(second.body)).toMatchObject({ type: 'MCQ_SINGLE' });
  });

  it('takes questions without blank lines between them, a question over two lines, and a lower-case answer line', () => {
    const file = aikenFormat.parse('First line\nsecond line?\nA. x\nB. y\nanswer: b\nNext?\nA. p\nB. q\nANSWER: A\n');
    expect(file.questions.map((question) => ('text' in question ? question.text : ''))).toEqual([
      'First line\nsecond line?',
      'Next?',
    ]);
  });

  it('counts ANSWER: lines and detects the format', () => {
    expect(aikenFormat.countQuestions(DOCUMENTED)).toBe(2);
    expect(aikenFormat.detect(DOCUMENTED)).toBe(true);
    expect(aikenFormat.detect('Q? {=a ~b}\nANSWER: A')).toBe(false);
    expect(aikenFormat.detect('No answer line')).toBe(false);
  });

  it.each([
    ['A. option first\nANSWER: A', AIKEN_MESSAGES.optionWithoutQuestion(1)],
    ['Question?\nANSWER: A', AIKEN_MESSAGES.answerWithoutOptions(2)],
    ['Question?\nA. x\nB. y\nANSWER: E', AIKEN_MESSAGES.answerLetterUnknown(4, 'E')],
    ['Question?\nA. x\nstray text\nANSWER: A', AIKEN_MESSAGES.textAfterOptions(3)],
    ['Question?\nA. x\nB. y\n\nNext?\nA. x', AIKEN_MESSAGES.answerMissing(1)],
  ])('refuses %j', (text, message) => {
    expect(malformed(text)).toBe(message);
  });
});

const SETTINGS = exportSettings('Aiken');

describe('Aiken export', () => {
  it('writes MCQ_SINGLE and skips every other type with the reason; round trip gives the same question', () => {
    const single = nativeQuestion(
      'MCQ_SINGLE',
      'Capital of Spain?',
      {
        options: [
          { id: 'a', text: 'Lisbon', correct: false },
          { id: 'b', text: 'Madrid', correct: true },
        ],
      },
      { explanation: 'It is Madrid.' },
    );
    const file = aikenFormat.write({
      settings: SETTINGS,
      media: new Map(),
      questions: [single, nativeQuestion('TRUE_FALSE', 'True?', { answer: true })],
    });
    expect(file.text).toBe('Capital of Spain?\nA. Lisbon\nB. Madrid\nANSWER: B\n');
    expect(file.skipped).toEqual([{ index: 2, reason: AIKEN_EXPORT_MESSAGES.singleChoiceOnly }]);
    expect(file.warnings).toEqual([{ index: 1, message: AIKEN_EXPORT_MESSAGES.explanationDropped }]);
    const [back] = aikenFormat.parse(file.text).questions;
    if (!back || !('body' in back)) {
      throw new Error('expected a neutral question');
    }
    expect(back.text).toBe(single.questionText);
    expect(contentFromInterchange(back.body)).toEqual({ type: 'MCQ_SINGLE', content: single.content, notes: [] });
  });

  it('joins line breaks with a note', () => {
    const file = aikenFormat.write({
      settings: SETTINGS,
      media: new Map(),
      questions: [
        nativeQuestion('MCQ_SINGLE', 'Two\nlines?', {
          options: [
            { id: 'a', text: 'yes', correct: true },
            { id: 'b', text: 'no', correct: false },
          ],
        }),
      ],
    });
    expect(file.text).toBe('Two lines?\nA. yes\nB. no\nANSWER: A\n');
    expect(file.warnings).toEqual([{ index: 1, message: AIKEN_EXPORT_MESSAGES.lineBreaksJoined }]);
  });
});
