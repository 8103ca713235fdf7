import { QUESTION_QUALITY_REVIEW_BELOW } from '@quizmaker/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from '../../ai/openai/test-support/fake-openai-server.ts';
import { OpenAiGenerator } from '../../ai/openai/openai-generator.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import { useTestApp, useUser } from '../../test-support/test-app.ts';
import { fixtureText, waitForJob } from './test-support/generation.ts';

const article = fixtureText('iceland-world-factbook.txt');
const CAPITAL =
  'Iceland is the westernmost European country, and Reykjavik is the northernmost national capital in the world.';
const ALTHINGI =
  "Settled by Norwegian and Celtic (Scottish and Irish) immigrants during the late 9th and 10th centuries A.D., Iceland boasts the world's oldest functioning legislative assembly, the Althingi, established in 930.";

const options = (...texts: string[]) => texts.map((text, index) => ({ id: String(index), text, correct: index === 0 }));
/** Grounded in the sentence it cites. */
const althingi = {
  questionText: 'In which year was the Althingi established?',
  explanation: 'The Althingi was established in 930.',
  hint: '',
  sourceSentences: [ALTHINGI],
  content: { options: options('930', '1874', '1944', '1994') },
};
/** Its answer is in the text, so the job keeps it, but not in the sentence it cites. */
const capitalCitingAlthingi = {
  questionText: 'Which city is the northernmost national capital in the world?',
  explanation: 'The text names it.',
  hint: '',
  sourceSentences: [ALTHINGI],
  content: { options: options('Reykjavik', 'Helsinki', 'Oslo', 'Tallinn') },
};

const fake = new FakeOpenAiServer();
// Registered before the app's: after-all hooks run last first, so the fake stops once the app is closed.
afterAll(async () => {
  await fake.stop();
});
const test = useTestApp(async () => {
  const baseUrl = await fake.start();
  const generator = new OpenAiGenerator({ baseUrl, apiKey: 'key', model: 'fake', timeoutSeconds: 5, maxRetries: 0 });
  return { env: { BILLING_ENABLED: 'false' }, ports: { storage: new MemoryFileStorage(), generator }, workers: true };
});
const owner = useUser(test);

interface ListedQuestion {
  id: string;
  questionText: string;
  quality?: { score: number; reasons: string[] } | null;
}

async function generatedQuestions(): Promise<ListedQuestion[]> {
  const started = await test.app.inject({
    method: 'POST',
    url: '/api/v1/quizzes/generate-from-text',
    payload: { text: article, maxChunkSize: 10_000, questionsPerType: { MCQ_SINGLE: 2 } },
    headers: owner.auth,
  });
  expect(started.statusCode, started.body).toBe(202);
  const job = await waitForJob(test.app, owner.auth, started.json().jobId);
  expect(job).toMatchObject({ status: 'COMPLETED', totalQuestionsGenerated: 2 });
  const listed = await test.app.inject({
    url: `/api/v1/questions?quizId=${job.generatedQuizId}&size=10`,
    headers: owner.auth,
  });
  expect(listed.statusCode).toBe(200);
  return listed.json().content as ListedQuestion[];
}

describe('the quality score of generated questions', () => {
  it('a provider question whose answer its cited sentence does not support is kept but flagged below the threshold', async () => {
    fake.script({ kind: 'json', questions: [althingi, capitalCitingAlthingi] });
    const questions = await generatedQuestions();
    expect(questions.map((question) => [question.questionText, question.quality])).toEqual([
      ['In which year was the Althingi established?', { score: 100, reasons: [] }],
      ['Which city is the northernmost national capital in the world?', { score: 50, reasons: ['NOT_GROUNDED'] }],
    ]);
    expect(questions[1]?.quality?.score).toBeLessThan(QUESTION_QUALITY_REVIEW_BELOW);

    // Read alone, the same.
    const flagged = questions[1] as ListedQuestion;
    const read = await test.app.inject({ url: `/api/v1/questions/${flagged.id}`, headers: owner.auth });
    expect(read.json().quality).toEqual({ score: 50, reasons: ['NOT_GROUNDED'] });

    // The author's edit is their review: the verdict goes.
    const edited = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/questions/${flagged.id}`,
      payload: { questionText: 'Which city is the northernmost national capital in the world, according to the text?' },
      headers: owner.auth,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().quality).toBeNull();
  });

  it('a question written by hand has no score', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/questions',
      payload: { type: 'TRUE_FALSE', questionText: 'Reykjavik is the capital of Iceland.', content: { answer: true } },
      headers: owner.auth,
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await test.app.inject({ url: `/api/v1/questions/${created.json().questionId}`, headers: owner.auth });
    expect(read.json().quality).toBeNull();
  });

  it('a provider question citing a sentence that is no statement (a heading) is flagged SOURCE_INCOMPLETE', async () => {
    fake.script({
      kind: 'json',
      questions: [
        { ...capitalCitingAlthingi, sourceSentences: [CAPITAL, 'Geography'] },
        { ...althingi, questionText: 'In which year was the Althingi established? Pick one.' },
      ],
    });
    const questions = await generatedQuestions();
    // In the quiz in the order of their sources in the text: the Althingi's sentence comes first.
    expect(questions.map((question) => question.quality)).toEqual([
      { score: 100, reasons: [] },
      { score: 70, reasons: ['SOURCE_INCOMPLETE'] },
    ]);
  });
});
