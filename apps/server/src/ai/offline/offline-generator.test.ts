import type { QuestionType } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, SourceChunk } from '../generator.ts';
import { factKeys } from '../quality.ts';
import { OfflineGenerator } from './offline-generator.ts';

const chunkOf = (content: string): SourceChunk => ({
  index: 0,
  title: 'Article I',
  content,
  startPage: null,
  endPage: null,
});

async function generate(content: string, requests: Array<[QuestionType, number]>): Promise<GeneratedQuestion[]> {
  const chunk = chunkOf(content);
  const session = await new OfflineGenerator().startSession({
    jobId: 'job',
    chunks: [chunk],
    difficulty: 'MEDIUM',
    language: 'en',
    seed: 'seed',
  });
  const avoid = new Set<string>();
  const questions: GeneratedQuestion[] = [];
  for (const [type, count] of requests) {
    const result = await session.generate({ chunk, type, count, avoid, signal: new AbortController().signal });
    questions.push(...result.questions);
  }
  return questions;
}

const CONSTITUTION = [
  'The House of Representatives shall chuse their Speaker and other Officers.',
  'The Senate of the United States shall be composed of two Senators from each State.',
  'The Vice President of the United States shall be President of the Senate.',
  'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour.',
  'The Congress shall assemble at least once in every Year, on the first Monday in December.',
].join(' ');

describe('the offline generator asks each fact once (issue 21)', () => {
  it('no two questions of a job share a source sentence and an answer, whatever their types', async () => {
    const questions = await generate(CONSTITUTION, [
      ['TRUE_FALSE', 5],
      ['OPEN', 5],
      ['MCQ_MULTI', 2],
      ['COMPLIANCE', 2],
    ]);
    const facts = questions.flatMap(factKeys);
    expect(new Set(facts).size).toBe(facts.length);
    expect(questions.map((question) => question.type)).toEqual([
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
      'OPEN',
      'OPEN',
      'OPEN',
    ]);
  });

  it('COMPLIANCE turns a rule round ("shall" becomes "shall not") and never swaps a name into the wrong number', async () => {
    const [question] = await generate(
      'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour. Each House shall keep a Journal of its Proceedings and publish the same from time to time.',
      [['COMPLIANCE', 1]],
    );
    expect(question?.content).toEqual({
      statements: [
        {
          id: 1,
          text: 'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour.',
          compliant: true,
        },
        {
          id: 2,
          text: 'Each House shall not keep a Journal of its Proceedings and publish the same from time to time.',
          compliant: false,
        },
      ],
    });
  });
});

describe('the offline generator asks questions a person would write (issue 21)', () => {
  const HISTORY =
    'The Debian Project was founded in 1993 by Ian Murdock. The first stable release of the system was published in 1996. Construction of the archive began at Berkeley on July 4, 1999. The project adopted its social contract in 1997.';

  it('a dated statement becomes a question on its year, the options years', async () => {
    const [question] = await generate(HISTORY, [['MCQ_SINGLE', 1]]);
    expect(question?.questionText).toBe('When was the Debian Project founded?');
    expect(question?.content).toEqual({
      options: [
        { id: 'a', text: '1993', correct: true },
        { id: 'b', text: '1996', correct: false },
        { id: 'c', text: '1997', correct: false },
        { id: 'd', text: '1999', correct: false },
      ],
    });
  });

  it('a past-tense verb is turned round with "did"; the same question is not asked again by OPEN', async () => {
    const questions = await generate(HISTORY, [
      ['MCQ_SINGLE', 4],
      ['OPEN', 4],
    ]);
    expect(questions.map((question) => [question.type, question.questionText])).toEqual([
      ['MCQ_SINGLE', 'When was the Debian Project founded?'],
      ['MCQ_SINGLE', 'When did construction of the archive begin at Berkeley?'],
      ['MCQ_SINGLE', 'When did the project adopt its social contract?'],
      ['MCQ_SINGLE', 'The first _____ of the system was published in 1996.'],
      ['OPEN', 'In one sentence, what does the text say about the Debian Project?'],
      ['OPEN', 'In one sentence, what does the text say about Berkeley?'],
      ['OPEN', 'In one sentence, what does the text say about "stable release"?'],
      ['OPEN', 'In one sentence, what does the text say about "project"?'],
    ]);
  });

  it('a rule is asked as "What shall ... do?", the rule its model answer', async () => {
    const [question] = await generate(
      'The Congress shall assemble at least once in every Year, on the first Monday in December.',
      [['OPEN', 1]],
    );
    expect([question?.questionText, question?.content]).toEqual([
      'What shall the Congress do, according to the text?',
      { answer: 'The Congress shall assemble at least once in every Year, on the first Monday in December.' },
    ]);
  });

  it('a definition is asked as "What is a ...?"', async () => {
    const [question] = await generate(
      'A seismograph is an instrument that records the shaking of the ground during an earthquake. The recording a seismograph makes is kept for years.',
      [['OPEN', 1]],
    );
    expect(question?.questionText).toBe('What is a seismograph?');
  });
});

describe('false statements change a fact plausibly (issue 21)', () => {
  it('a common noun is swapped for one the text lists with it, not for any noun of the text', async () => {
    const questions = await generate(
      'Rain that falls on the hills runs into lakes, ponds and rivers before it reaches the sea. A well is dug where the ground stays wet all year. Farmers collect the water of the ponds in large tanks for the dry months.',
      [['TRUE_FALSE', 3]],
    );
    expect([questions[0]?.questionText, questions[0]?.content]).toEqual([
      'Farmers collect the water of the lakes in large tanks for the dry months.',
      { answer: false },
    ]);
  });
});
