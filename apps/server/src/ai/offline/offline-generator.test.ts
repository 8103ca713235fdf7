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
