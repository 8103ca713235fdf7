import { describe, expect, it } from 'vitest';
import { useAccount, useTestApp, useUser } from '../../test-support/test-app.ts';
import { createQuiz, takeAllAtOnce } from './test-support/taking.ts';

// Issue 16 item 5: the reference client's hotspot editor adds regions at x 50, y 50, 100x100.
// Spec 2 bounds each number (x, y 0-100; width, height 1-100), not x + width: such a region is
// accepted and counts by its part inside the image when a drawn box is graded.

const pastEdges = {
  imageUrl: 'https://example.org/map.png',
  regions: [
    { id: 1, x: 50, y: 50, width: 100, height: 100, correct: true },
    { id: 2, x: 0, y: 0, width: 40, height: 40, correct: false },
  ],
};

const test = useTestApp();
const author = useAccount(test, { roles: ['ROLE_QUIZ_CREATOR'] });
const taker = useUser(test);

describe('HOTSPOT region past the image edge (the reference editor default)', () => {
  it('is accepted on create and returned as authored', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/questions',
      headers: author.auth,
      payload: { type: 'HOTSPOT', questionText: 'Where is the south-east quarter?', content: pastEdges },
    });
    expect(created.statusCode, created.body).toBe(201);
    const read = await test.app.inject({ url: `/api/v1/questions/${created.json().questionId}`, headers: author.auth });
    expect(read.json().content.regions[0]).toEqual({ id: 1, x: 50, y: 50, width: 100, height: 100, correct: true });
  });

  it('still refuses a width above 100 with the spec message', async () => {
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/v1/questions',
      headers: author.auth,
      payload: {
        type: 'HOTSPOT',
        questionText: 'Too wide a region?',
        content: { ...pastEdges, regions: [{ id: 1, x: 50, y: 50, width: 101, height: 10, correct: true }] },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual([
      { field: 'content.regions.0.width', message: 'Width must be between 1 and 100' },
    ]);
  });

  it('grades a drawn box against the visible part of the region', async () => {
    const question = {
      type: 'HOTSPOT' as const,
      questionText: 'Mark the south-east quarter of the map.',
      content: pastEdges,
    };
    const { quizId, questionIds } = await createQuiz(test, author, { isRepetitionEnabled: true }, [question]);
    const questionId = questionIds[0] as string;
    const visibleQuarter = await takeAllAtOnce(test, taker, quizId, {
      [questionId]: { x: 50, y: 50, width: 50, height: 50 },
    });
    expect(visibleQuarter.correctCount).toBe(1);
    const wrongRegion = await takeAllAtOnce(test, taker, quizId, {
      [questionId]: { x: 0, y: 0, width: 40, height: 40 },
    });
    expect(wrongRegion.correctCount).toBe(0);
    const byRegionId = await takeAllAtOnce(test, taker, quizId, { [questionId]: { regionId: 1 } });
    expect(byRegionId.correctCount).toBe(1);
  });
});
