import type { UserResultItem } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { dailyTrend, progressByQuiz, weakestTags } from './results.ts';

const result = (quizId: string, completedAt: string, scorePercentage: number): UserResultItem => ({
  attemptId: `${quizId}-${completedAt}`,
  quizId,
  quizTitle: `Quiz ${quizId}`,
  mode: 'ONE_BY_ONE',
  startedAt: completedAt,
  completedAt,
  scorePercentage,
  passed: scorePercentage >= 50,
  correctCount: 1,
  totalQuestions: 2,
});

const results = [
  result('a', '2026-03-10T09:00:00.000Z', 40),
  result('a', '2026-03-10T18:00:00.000Z', 80),
  result('b', '2026-03-08T12:00:00.000Z', 90),
  result('c', '2026-01-01T12:00:00.000Z', 30),
];

describe('analytics figures from the results calls', () => {
  it('builds one point per day of the last 30, with the average of that day', () => {
    const trend = dailyTrend(results, 30, new Date('2026-03-10T20:00:00Z'));
    expect(trend).toHaveLength(30);
    expect(trend[0]?.date).toBe('2026-02-09');
    expect(trend.at(-1)).toEqual({ date: '2026-03-10', attempts: 2, averageScore: 60 });
    expect(trend.find((point) => point.date === '2026-03-08')).toEqual({
      date: '2026-03-08',
      attempts: 1,
      averageScore: 90,
    });
    expect(trend.filter((point) => point.attempts > 0)).toHaveLength(2);
  });

  it('summarises each quiz, most recent first', () => {
    expect(progressByQuiz(results)).toEqual([
      {
        quizId: 'a',
        quizTitle: 'Quiz a',
        attempts: 2,
        averageScore: 60,
        bestScore: 80,
        lastCompletedAt: '2026-03-10T18:00:00.000Z',
      },
      {
        quizId: 'b',
        quizTitle: 'Quiz b',
        attempts: 1,
        averageScore: 90,
        bestScore: 90,
        lastCompletedAt: '2026-03-08T12:00:00.000Z',
      },
      {
        quizId: 'c',
        quizTitle: 'Quiz c',
        attempts: 1,
        averageScore: 30,
        bestScore: 30,
        lastCompletedAt: '2026-01-01T12:00:00.000Z',
      },
    ]);
  });

  it('ranks tags from the weakest, over the quizzes that carry them', () => {
    const quizzes = [
      {
        id: 'a',
        tags: [
          { id: 't1', name: 'algebra' },
          { id: 't2', name: 'maths' },
        ],
      },
      { id: 'b', tags: [{ id: 't2', name: 'maths' }] },
      { id: 'c', tags: [{ id: 't3', name: 'history' }] },
      { id: 'unknown', tags: [{ id: 't9', name: 'never taken' }] },
    ];
    expect(weakestTags(progressByQuiz(results), quizzes)).toEqual([
      { tagId: 't3', tagName: 'history', quizzes: 1, averageScore: 30 },
      { tagId: 't1', tagName: 'algebra', quizzes: 1, averageScore: 60 },
      { tagId: 't2', tagName: 'maths', quizzes: 2, averageScore: 75 },
    ]);
    expect(weakestTags(progressByQuiz(results), quizzes, 1)).toHaveLength(1);
  });
});
