import { contentFromInterchange, INTERCHANGE_NOTES, INTERCHANGE_REASONS } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import { MalformedFileError } from '../format.ts';
import { countGiftQuestions, GIFT_MESSAGES, GIFT_NOTES, looksLikeGift, parseGift } from './parse.ts';
import { exportSettings, nativeQuestion, neutralQuestion, refusalOf } from '../../test-support/formats.ts';
import { GIFT_EXPORT_MESSAGES, writeGift } from './write.ts';

/** The file's only question. */
const only = (text: string) => neutralQuestion(parseGift(text).questions[0]);

/** The type and content our types make of the file's only question. */
const typed = (text: string) => contentFromInterchange(only(text).body);

const malformed = (text: string) => refusalOf(() => parseGift(text));

// Examples follow Moodle's GIFT documentation (docs.moodle.org/en/GIFT_format).
describe('GIFT import: question types', () => {
  it('multiple choice with one right answer is MCQ_SINGLE', () => {
    expect(only("Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}")).toEqual({
      index: 1,
      title: null,
      text: "Who's buried in Grant's tomb?",
      generalFeedback: null,
      body: {
        kind: 'choice',
        multipleAnswers: false,
        options: [
          { text: 'Grant', weight: 0 },
          { text: 'Jefferson', weight: 0 },
          { text: 'no one', weight: 100 },
        ],
      },
      notes: [],
    });
    expect(typed("Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}")).toEqual({
      type: 'MCQ_SINGLE',
      content: {
        options: [
          { id: 'a', text: 'Grant', correct: false },
          { id: 'b', text: 'Jefferson', correct: false },
          { id: 'c', text: 'no one', correct: true },
        ],
      },
      notes: [],
    });
  });

  it('answers on their own indented lines', () => {
    const question = only(
      'Japanese characters originally came from what country? {\n    ~India\n    =China\n    ~Korea\n    ~Egypt}',
    );
    expect(question.body).toEqual({
      kind: 'choice',
      multipleAnswers: false,
      options: [
        { text: 'India', weight: 0 },
        { text: 'China', weight: 100 },
        { text: 'Korea', weight: 0 },
        { text: 'Egypt', weight: 0 },
      ],
    });
  });

  it('weights: multiple answers become MCQ_MULTI (right above 0%)', () => {
    const text =
      "What two people are entombed in Grant's tomb? {\n ~%-100%No one\n ~%50%Grant\n ~%50%Grant's wife\n ~%-100%Grant's father\n}";
    expect(typed(text)).toEqual({
      type: 'MCQ_MULTI',
      content: {
        options: [
          { id: 'a', text: 'No one', correct: false },
          { id: 'b', text: 'Grant', correct: true },
          { id: 'c', text: "Grant's wife", correct: true },
          { id: 'd', text: "Grant's father", correct: false },
        ],
      },
      notes: [],
    });
  });

  it('unequal partial weights convert with a note', () => {
    expect(typed('Pick the good ones {~%70%best ~%30%fine ~bad}')).toMatchObject({
      type: 'MCQ_MULTI',
      notes: [INTERCHANGE_NOTES.partialWeights],
    });
  });

  it('true/false in all four spellings, with feedback dropped and noted', () => {
    expect(typed('Grant was buried in a tomb in New York City.{T}')).toEqual({
      type: 'TRUE_FALSE',
      content: { answer: true },
      notes: [],
    });
    expect(only('The sun rises in the west.{FALSE#It rises in the east.#Right.}')).toMatchObject({
      body: { kind: 'trueFalse', answer: false },
      notes: [GIFT_NOTES.feedbackDropped(2)],
    });
    expect(only('Water is dry.{F}').body).toEqual({ kind: 'trueFalse', answer: false });
    expect(only('Ice is cold.{TRUE}').body).toEqual({ kind: 'trueFalse', answer: true });
  });

  it('short answer is OPEN with the first accepted answer; the others are noted', () => {
    expect(typed("Who's buried in Grant's tomb?{=no one =nobody}")).toEqual({
      type: 'OPEN',
      content: { answer: 'no one' },
      notes: [INTERCHANGE_NOTES.otherAnswersDropped('"nobody"')],
    });
    expect(typed('Two plus two equals {=four =4}.')).toMatchObject({ type: 'FILL_GAP' });
  });

  it('matching, with a distractor written with an empty left side', () => {
    const text =
      'Match the following countries with their corresponding capitals. {\n =Canada -> Ottawa\n =Italy -> Rome\n =Japan -> Tokyo\n =India -> New Delhi\n = -> Berlin\n}';
    expect(only(text).body).toEqual({
      kind: 'matching',
      pairs: [
        { left: 'Canada', right: 'Ottawa' },
        { left: 'Italy', right: 'Rome' },
        { left: 'Japan', right: 'Tokyo' },
        { left: 'India', right: 'New Delhi' },
      ],
      distractors: ['Berlin'],
    });
    expect(typed(text)).toMatchObject({
      type: 'MATCHING',
      content: {
        left: [
          { id: 1, text: 'Canada', matchId: 10 },
          { id: 2, text: 'Italy', matchId: 11 },
          { id: 3, text: 'Japan', matchId: 12 },
          { id: 4, text: 'India', matchId: 13 },
        ],
        right: [
          { id: 10, text: 'Ottawa' },
          { id: 11, text: 'Rome' },
          { id: 12, text: 'Tokyo' },
          { id: 13, text: 'New Delhi' },
          { id: 14, text: 'Berlin' },
        ],
      },
    });
  });

  it('numerical: value:tolerance, a range, and several weighted answers become OPEN with notes', () => {
    expect(only('When was Ulysses S. Grant born?{#1822:5}').body).toEqual({
      kind: 'numerical',
      answers: [{ value: 1822, tolerance: 5, weight: 100 }],
    });
    expect(typed('When was Ulysses S. Grant born?{#1822:5}')).toEqual({
      type: 'OPEN',
      content: { answer: '1822' },
      notes: [INTERCHANGE_NOTES.toleranceDropped('5')],
    });
    expect(only('What is the value of pi (to 3 decimal places)? {#3.141..3.142}.').body).toEqual({
      kind: 'numerical',
      answers: [{ value: 3.1415, tolerance: 0.0005, weight: 100 }],
    });
    expect(only('When was Ulysses S. Grant born? {#\n =1822:0\n =%50%1822:2}').body).toEqual({
      kind: 'numerical',
      answers: [
        { value: 1822, tolerance: 0, weight: 100 },
        { value: 1822, tolerance: 2, weight: 50 },
      ],
    });
    expect(typed('What is 6 times 7? {#42}')).toEqual({ type: 'OPEN', content: { answer: '42' }, notes: [] });
  });

  it('missing word (text after the answers) is FILL_GAP with one gap; choices are noted', () => {
    const question = only('Moodle costs {~lots of money =nothing ~a small amount} to download from moodle.org.');
    expect(question.text).toBe('Moodle costs _____ to download from moodle.org.');
    expect(contentFromInterchange(question.body)).toEqual({
      type: 'FILL_GAP',
      content: { text: 'Moodle costs ___1___ to download from moodle.org.', gaps: [{ id: 1, answer: 'nothing' }] },
      notes: [INTERCHANGE_NOTES.gapChoicesDropped(1, '"lots of money", "a small amount"')],
    });
    expect(typed('The capital of France is {=Paris} city.')).toEqual({
      type: 'FILL_GAP',
      content: { text: 'The capital of France is ___1___ city.', gaps: [{ id: 1, answer: 'Paris' }] },
      notes: [],
    });
  });

  it('essay ({}) and description (no answers) are skipped with their reasons', () => {
    expect(typed('Write a short biography of Dag Hammarskjöld. {}')).toEqual({ reason: INTERCHANGE_REASONS.essay });
    expect(typed('You can use your pencil and paper for these next math questions.')).toEqual({
      reason: INTERCHANGE_REASONS.description,
    });
  });

  it('a choice with no right option is skipped with the reason', () => {
    expect(typed('Pick one {~a ~b}')).toEqual({ reason: INTERCHANGE_REASONS.noRightOption });
  });
});

describe('GIFT import: the rest of the syntax', () => {
  it('::title::, general feedback ####, per-answer feedback #', () => {
    const question = only(
      "::Grants tomb::Who is buried in Grant's tomb in New York City? {\n=Grant\n~No one #Was true for 12 years\n~Napoleon #He was buried in France\n####Grant and his wife rest there.}",
    );
    expect(question).toMatchObject({
      title: 'Grants tomb',
      text: "Who is buried in Grant's tomb in New York City?",
      generalFeedback: 'Grant and his wife rest there.',
      notes: [GIFT_NOTES.feedbackDropped(2)],
    });
  });

  it('$CATEGORY names the file (last segment; // is a slash), and comments are ignored', () => {
    const file = parseGift(
      '// question: 0 name: Switch category\n$CATEGORY: $course$/top/Maths//Physics\n\n// a comment line\nIs 2 even? {T}\n',
    );
    expect(file.title).toBe('Maths/Physics');
    expect(file.questions).toHaveLength(1);
  });

  it('escapes \\~ \\= \\# \\{ \\} \\: and \\n', () => {
    const question = only('Which is written 1\\:2 \\{ratio\\}?\\nPick one. {=a \\= b ~c \\~ d ~e \\# f}');
    expect(question.text).toBe('Which is written 1:2 {ratio}?\nPick one.');
    expect(question.body).toEqual({
      kind: 'choice',
      multipleAnswers: false,
      options: [
        { text: 'a = b', weight: 100 },
        { text: 'c ~ d', weight: 0 },
        { text: 'e # f', weight: 0 },
      ],
    });
  });

  it('[html] becomes plain text with a note; [markdown] is kept with a note; [plain] and [moodle] as they are', () => {
    expect(only('[html]<p>Is <b>H<sub>2</sub>O</b> water &amp; ice?</p>{T}')).toMatchObject({
      text: 'Is H2O water & ice?',
      notes: [GIFT_NOTES.htmlToText],
    });
    expect(only('[markdown]Is **this** bold?{T}')).toMatchObject({
      text: 'Is **this** bold?',
      notes: [GIFT_NOTES.markdownKept],
    });
    expect(only('::T::[plain]Plain <b>text</b>?{T}')).toMatchObject({ text: 'Plain <b>text</b>?', notes: [] });
  });

  it('counts questions (not categories) without parsing them, and detects answer blocks', () => {
    expect(countGiftQuestions('$CATEGORY: x\n\nA {T}\n\nB {=c\n\n// only a comment\n')).toBe(2);
    expect(looksLikeGift('Q? {T}')).toBe(true);
    expect(looksLikeGift('Just text')).toBe(false);
  });
});

describe('GIFT import: malformed files, with the exact place', () => {
  it.each([
    ['::Title without end Is it? {T}', GIFT_MESSAGES.titleUnclosed(1, 1)],
    ['A {T}\n\n\nB {=a ~b', GIFT_MESSAGES.answersUnclosed(2, 4)],
    ['Two {T} blocks {F}', GIFT_MESSAGES.twoAnswerBlocks(1, 1)],
    ['Answers {a ~b}', GIFT_MESSAGES.answerMarkMissing(1, 1)],
    ['Mixed {=a -> b ~c}', GIFT_MESSAGES.matchingMixed(1, 1)],
    ['Weight {~%abc%a =b}', GIFT_MESSAGES.weightInvalid(1, 1, 'abc')],
    ['Weight {~%150%a =b}', GIFT_MESSAGES.weightInvalid(1, 1, '150')],
    ['Number {#twelve}', GIFT_MESSAGES.notANumber(1, 1, 'twelve')],
    ['Range {#1..x}', GIFT_MESSAGES.notANumber(1, 1, 'x')],
    ['::Only a title:: {T}', GIFT_MESSAGES.noText(1, 1)],
  ])('%s', (text, message) => {
    expect(malformed(text)).toBe(message);
  });

  it('a long run of special characters is read in linear time', () => {
    const started = performance.now();
    expect(() => parseGift(`Q {${'\\'.repeat(200_000)}~`)).toThrow(MalformedFileError);
    parseGift(`Q {=${'#'.repeat(200_000)}}`);
    parseGift(`[html]${'<'.repeat(100_000)}${'&'.repeat(100_000)} {T}`);
    // A hang guard, not a speed target: a rescan per character takes minutes here, a loaded CI machine seconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

const SETTINGS = exportSettings('Capitals/Rivers');

describe('GIFT export', () => {
  it('writes each type GIFT holds, escapes special characters, and comments what it skips or loses', () => {
    const file = writeGift({
      settings: SETTINGS,
      media: new Map(),
      questions: [
        nativeQuestion(
          'MCQ_SINGLE',
          'Capital of France: {city}?',
          {
            options: [
              { id: 'a', text: 'Paris', correct: true },
              { id: 'b', text: 'Lyon = no', correct: false },
            ],
          },
          { explanation: 'Paris is the capital.' },
        ),
        nativeQuestion('MCQ_MULTI', 'Primes?', {
          options: [
            { id: 'a', text: '2', correct: true },
            { id: 'b', text: '3', correct: true },
            { id: 'c', text: '5', correct: true },
            { id: 'd', text: '4', correct: false },
          ],
        }),
        nativeQuestion('TRUE_FALSE', 'Water is wet.', { answer: true }, { hint: 'Touch it.', difficulty: 'EASY' }),
        nativeQuestion('OPEN', 'Longest river?', { answer: 'Nile' }),
        nativeQuestion('FILL_GAP', 'The capital of Italy is _____.', {
          text: 'The capital of Italy is ___1___.',
          gaps: [{ id: 1, answer: 'Rome' }],
        }),
        nativeQuestion('MATCHING', 'Match', {
          left: [
            { id: 1, text: 'France', matchId: 10 },
            { id: 2, text: 'Spain', matchId: 11 },
          ],
          right: [
            { id: 10, text: 'Paris' },
            { id: 11, text: 'Madrid' },
            { id: 12, text: 'Lisbon' },
          ],
        }),
        nativeQuestion('ORDERING', 'Order', {
          items: [
            { id: 1, text: 'a' },
            { id: 2, text: 'b' },
          ],
        }),
      ],
    });
    expect(file.text).toBe(
      [
        '// Capitals/Rivers',
        '$CATEGORY: Capitals//Rivers',
        '// Question 1 (MCQ_SINGLE)\nCapital of France: \\{city\\}? {\n\t=Paris\n\t~Lyon \\= no\n\t####Paris is the capital.\n}',
        '// Question 2 (MCQ_MULTI)\nPrimes? {\n\t~%33.33333%2\n\t~%33.33333%3\n\t~%33.33333%5\n\t~%-100%4\n}',
        `// Question 3 (TRUE_FALSE)\n// ${GIFT_EXPORT_MESSAGES.hintDropped}\n// ${GIFT_EXPORT_MESSAGES.difficultyDropped('EASY')}\nWater is wet. {TRUE}`,
        '// Question 4 (OPEN)\nLongest river? {=Nile}',
        '// Question 5 (FILL_GAP)\nThe capital of Italy is {=Rome}.',
        '// Question 6 (MATCHING)\nMatch {\n\t=France -> Paris\n\t=Spain -> Madrid\n\t= -> Lisbon\n}',
        GIFT_EXPORT_MESSAGES.skippedComment(7, 'ORDERING', GIFT_EXPORT_MESSAGES.noOrdering),
      ].join('\n\n') + '\n',
    );
    expect(file.skipped).toEqual([{ index: 7, reason: GIFT_EXPORT_MESSAGES.noOrdering }]);
    expect(file.warnings).toEqual([
      { index: 3, message: GIFT_EXPORT_MESSAGES.hintDropped },
      { index: 3, message: GIFT_EXPORT_MESSAGES.difficultyDropped('EASY') },
    ]);
    expect(parseGift(file.text).title).toBe('Capitals/Rivers');
  });

  it('skips what Moodle would read as matching pairs: "->" in a left item, or beside "=" in other answers', () => {
    const file = writeGift({
      settings: SETTINGS,
      media: new Map(),
      questions: [
        nativeQuestion('MCQ_SINGLE', 'Arrow?', {
          options: [
            { id: 'a', text: 'x -> y', correct: false },
            { id: 'b', text: 'z', correct: true },
          ],
        }),
        nativeQuestion('MATCHING', 'Pairs', {
          left: [
            { id: 1, text: 'a -> b', matchId: 10 },
            { id: 2, text: 'c', matchId: 11 },
          ],
          right: [
            { id: 10, text: '1' },
            { id: 11, text: '2' },
          ],
        }),
      ],
    });
    expect(file.skipped).toEqual([
      { index: 1, reason: GIFT_EXPORT_MESSAGES.arrowInAnswers },
      { index: 2, reason: GIFT_EXPORT_MESSAGES.arrowInMatchingLeft },
    ]);
  });
});
