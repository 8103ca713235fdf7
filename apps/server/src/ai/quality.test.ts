import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from './generator.ts';
import { checkQuestion } from './quality.ts';

const CHUNK =
  'The Erie Canal was opened along its whole length on October 26, 1825. It ran 363 miles from Albany to Buffalo. The ditch was 40 feet wide and 4 feet deep.';

function mcq(questionText: string, answer: string, others: string[], source: string): GeneratedQuestion {
  return {
    type: 'MCQ_SINGLE',
    questionText,
    difficulty: 'MEDIUM',
    content: {
      options: [answer, ...others].map((text, i) => ({ id: 'abcd'.charAt(i), text, correct: i === 0 })),
    },
    explanation: null,
    hint: null,
    sourceSentences: [source],
    position: 0,
  };
}

const giveaways = (question: GeneratedQuestion) =>
  checkQuestion(question, CHUNK).filter((issue) => issue.code === 'giveaway');

describe('giveaways are refused (issue 21)', () => {
  it('a question text that contains its answer', () => {
    expect(
      giveaways(
        mcq(
          'The Erie Canal ran 363 miles from Albany to Buffalo: how long was the Erie Canal?',
          '363 miles',
          ['40 miles', '120 miles'],
          'It ran 363 miles from Albany to Buffalo.',
        ),
      ),
    ).toEqual([{ code: 'giveaway', message: 'the question text contains its answer' }]);
  });

  it('an answer that is the only number among the options', () => {
    expect(
      giveaways(
        mcq(
          'When was the Erie Canal opened along its whole length?',
          '1825',
          ['Albany', 'Buffalo'],
          'The Erie Canal was opened along its whole length on October 26, 1825.',
        ),
      ),
    ).toEqual([{ code: 'giveaway', message: 'the answer is the only number' }]);
  });

  it('an answer far longer than every distractor', () => {
    expect(
      giveaways(
        mcq(
          'What was the ditch like?',
          'wide and deep enough for the boats of the canal',
          ['narrow', 'dry'],
          'The ditch was 40 feet wide and 4 feet deep.',
        ),
      ),
    ).toEqual([{ code: 'giveaway', message: 'the answer is the only long option' }]);
  });

  it('options of one kind and length pass', () => {
    expect(
      giveaways(
        mcq(
          'When was the Erie Canal opened along its whole length?',
          '1825',
          ['1817', '1836'],
          'The Erie Canal was opened along its whole length on October 26, 1825.',
        ),
      ),
    ).toEqual([]);
  });

  it('a gap whose answer stands elsewhere in the text', () => {
    const question: GeneratedQuestion = {
      type: 'FILL_GAP',
      questionText: 'Fill in the missing word.',
      difficulty: 'MEDIUM',
      content: {
        text: 'The ___1___ was 40 feet wide and the ditch was 4 feet deep.',
        gaps: [{ id: 1, answer: 'ditch' }],
      },
      explanation: null,
      hint: null,
      sourceSentences: ['The ditch was 40 feet wide and 4 feet deep.'],
      position: 0,
    };
    expect(giveaways(question)).toEqual([{ code: 'giveaway', message: 'the text around the gap contains its answer' }]);
  });

  it('a question that points at its answer by a word they share, and at no other option (blind-s19 Q16)', () => {
    const chunk =
      'The largest, main earthquake is called the mainshock. A fault is a fracture between two blocks of rock.';
    const pointed = mcq(
      'The largest, main earthquake is called the _____.',
      'mainshock',
      ['fault', 'tsunami'],
      'The largest, main earthquake is called the mainshock.',
    );
    expect(checkQuestion(pointed, chunk).filter((issue) => issue.code === 'giveaway')).toEqual([
      { code: 'giveaway', message: 'the question points at its answer by a word they share' },
    ]);
    // Pointing at a wrong option too ("main fault"), it gives nothing away; nor does a stop word at the start
    // of the answer ("with" of "without").
    const alsoWrong = mcq(
      'The largest, main earthquake is called the _____.',
      'mainshock',
      ['main fault', 'tsunami'],
      'The largest, main earthquake is called the mainshock.',
    );
    expect(checkQuestion(alsoWrong, chunk).filter((issue) => issue.code === 'giveaway')).toEqual([]);
    const stopWords = mcq(
      'The settlers came with their families _____.',
      'without water',
      ['in boats', 'on foot'],
      'x',
    );
    expect(checkQuestion(stopWords, chunk).filter((issue) => issue.code === 'giveaway')).toEqual([]);
  });

  it('a word points at an answer only where it tells it apart: not an instruction, a shared class word or a figure (the session 10 review)', () => {
    const chunk =
      'The Mississippi River drains most of the central United States. The Ohio River joins the Mississippi River at Cairo. The town grew from 10000 people in 1900 to 100000 in 1950. The largest, main earthquake is called the mainshock.';
    const cloze = (text: string, answer: string): GeneratedQuestion => ({
      type: 'FILL_GAP',
      questionText: 'Fill in the missing words in this statement from the text.',
      difficulty: 'MEDIUM',
      content: { text, gaps: [{ id: 1, answer }] },
      explanation: null,
      hint: null,
      sourceSentences: [chunk],
      position: 0,
    });
    const open: GeneratedQuestion = {
      ...cloze('', ''),
      type: 'OPEN',
      questionText: 'What joins the Mississippi River at Cairo?',
      content: { answer: 'Ohio River' },
    };
    const found = (question: GeneratedQuestion) =>
      checkQuestion(question, chunk).filter((issue) => issue.code === 'giveaway');
    // Before: "missing" pointed at "Mississippi", "statement" at "States", "river" at "Ohio River", "10000"
    // at "100000".
    expect(found(cloze('The ___1___ drains most of the central United States.', 'Mississippi River'))).toEqual([]);
    expect(found(cloze('The Mississippi River drains most of the central ___1___.', 'United States'))).toEqual([]);
    expect(found(open)).toEqual([]);
    expect(found(cloze('The town grew from 10000 people in 1900 to ___1___ in 1950.', '100000'))).toEqual([]);
    // A word that says what kind of place a name is need not be pointed at: "Erie" of "the Erie Canal" gives
    // "Lake Erie" away (blind-s22 Q20); "River" of "the Ohio River" leaves "Mississippi River" to be known.
    expect(found(cloze('The Erie Canal ran from Albany to Buffalo on ___1___.', 'Lake Erie'))).toEqual([
      { code: 'giveaway', message: 'the question points at its answer by a word they share' },
    ]);
    expect(found(cloze('The Ohio River joins the ___1___ at Cairo.', 'Mississippi River'))).toEqual([]);
    // A word that points at the right option and at a wrong one too ("earthquake") hides none that points
    // at the right one alone ("main").
    expect(
      found(
        mcq(
          'The largest, main earthquake is called the _____.',
          'mainshock',
          ['earthquake swarm', 'tsunami'],
          'The largest, main earthquake is called the mainshock.',
        ),
      ),
    ).toEqual([{ code: 'giveaway', message: 'the question points at its answer by a word they share' }]);
  });
});

describe('an answer a taker types is short enough to type as the key reads', () => {
  const open = (answer: string): GeneratedQuestion => ({
    type: 'OPEN',
    questionText: 'When was the Erie Canal opened along its whole length?',
    difficulty: 'MEDIUM',
    content: { answer },
    explanation: null,
    hint: null,
    sourceSentences: ['The Erie Canal was opened along its whole length on October 26, 1825.'],
    position: 0,
  });

  it('an OPEN whose model answer is a sentence (as a provider wrote them) is refused: exact grading would mark every right answer wrong', () => {
    expect(checkQuestion(open('The Erie Canal was opened along its whole length on October 26, 1825.'), CHUNK)).toEqual(
      [
        {
          code: 'invalid',
          message: 'an answer to type of 13 words, which a right answer would seldom match as typed (at most 6)',
        },
      ],
    );
  });

  it('a short model answer and a short gap answer pass', () => {
    expect(checkQuestion(open('October 26, 1825'), CHUNK)).toEqual([]);
    const cloze: GeneratedQuestion = {
      ...open('unused'),
      type: 'FILL_GAP',
      questionText: 'Fill in the missing words in this sentence from the text.',
      content: { text: 'It ran 363 miles from ___1___.', gaps: [{ id: 1, answer: 'Albany to Buffalo' }] },
      sourceSentences: ['It ran 363 miles from Albany to Buffalo.'],
    };
    expect(checkQuestion(cloze, CHUNK)).toEqual([]);
  });

  it('a gap answer of more than 6 words is refused too', () => {
    const cloze: GeneratedQuestion = {
      ...open('unused'),
      type: 'FILL_GAP',
      questionText: 'Fill in the missing words in this sentence from the text.',
      content: {
        text: 'The Erie Canal was opened ___1___.',
        gaps: [{ id: 1, answer: 'along its whole length on October 26, 1825' }],
      },
    };
    expect(checkQuestion(cloze, CHUNK)).toEqual([
      {
        code: 'invalid',
        message: 'an answer to type of 8 words, which a right answer would seldom match as typed (at most 6)',
      },
    ]);
  });
});
