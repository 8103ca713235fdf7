import { QUESTION_TYPES, type QuestionsPerType } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf, useTestApp, useUser } from '../../test-support/test-app.ts';
import { estimateGenerationTokens, GENERATION_TARIFF, quoteGeneration, settleGenerationTokens } from './tariff.ts';

describe('the generation tariff', () => {
  it('prices the published formula: base + reading per type + per question', () => {
    // 20,000 characters -> ceil(7) = 7 per type; 3 types, 7 questions.
    expect(
      quoteGeneration({ characters: 20_000, questionsPerType: { MCQ_SINGLE: 3, TRUE_FALSE: 2, OPEN: 2 } }),
    ).toEqual({
      tokens: GENERATION_TARIFF.baseTokens + 7 * 3 + 2 * 7,
      characters: 20_000,
      questionCount: 7,
      questionTypeCount: 3,
    });
    expect(estimateGenerationTokens({ characters: 0, questionsPerType: { MCQ_SINGLE: 1 } })).toBe(3 + 0 + 2);
    expect(estimateGenerationTokens({ characters: 1, questionsPerType: { MCQ_SINGLE: 1 } })).toBe(3 + 1 + 2);
    expect(estimateGenerationTokens({ characters: 100_000, questionsPerType: { MCQ_SINGLE: 0 } })).toBe(0);
  });

  it('never falls when characters grow, and rises across every 1,000/0.35 characters', () => {
    const counts: QuestionsPerType = { MCQ_SINGLE: 3, MCQ_MULTI: 1 };
    let previous = -1;
    for (let characters = 0; characters <= 300_000; characters += 137) {
      const tokens = estimateGenerationTokens({ characters, questionsPerType: counts });
      expect(tokens).toBeGreaterThanOrEqual(previous);
      previous = tokens;
    }
    expect(estimateGenerationTokens({ characters: 10_000, questionsPerType: counts })).toBeLessThan(
      estimateGenerationTokens({ characters: 20_000, questionsPerType: counts }),
    );
  });

  it('rises with every question asked for, of any type, at any text length', () => {
    for (const characters of [0, 999, 50_000, 300_000]) {
      for (const type of QUESTION_TYPES) {
        let previous = estimateGenerationTokens({ characters, questionsPerType: { [type]: 1 } });
        for (let count = 2; count <= 10; count += 1) {
          const tokens = estimateGenerationTokens({ characters, questionsPerType: { [type]: count } });
          expect(tokens).toBeGreaterThan(previous);
          previous = tokens;
        }
        const withAnotherType = estimateGenerationTokens({
          characters,
          questionsPerType: { [type]: 10, MATCHING: type === 'MATCHING' ? 11 : 1 },
        });
        expect(withAnotherType).toBeGreaterThan(previous);
      }
    }
  });

  it('settles what was produced, never more than reserved', () => {
    const asked = { characters: 50_000, questionsPerType: { MCQ_SINGLE: 5, OPEN: 5 } };
    const reserved = estimateGenerationTokens(asked);
    expect(settleGenerationTokens(asked, reserved)).toBe(reserved);
    expect(settleGenerationTokens({ characters: 50_000, questionsPerType: { MCQ_SINGLE: 5 } }, reserved)).toBeLessThan(
      reserved,
    );
    expect(
      settleGenerationTokens({ characters: 50_000, questionsPerType: { MCQ_SINGLE: 50, OPEN: 50 } }, reserved),
    ).toBe(reserved);
    expect(settleGenerationTokens({ characters: 50_000, questionsPerType: {} }, reserved)).toBe(0);
  });
});

describe('POST /api/v1/billing/estimate/quiz-generation', () => {
  const url = '/api/v1/billing/estimate/quiz-generation';
  const estimate = (payload: unknown, auth: Record<string, string> = user.auth) =>
    test.app.inject({ method: 'POST', url, payload: payload as object, headers: auth });

  const test = useTestApp();
  const user = useUser(test);

  it('answers 401 before looking at the body', async () => {
    const response = await test.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 without text or document, without any question, or with a bad count', async () => {
    const empty = await estimate({ questionsPerType: { MCQ_SINGLE: 2 } });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ text: 'Provide either text or documentId' });
    const none = await estimate({ text: 'x'.repeat(100), questionsPerType: { MCQ_SINGLE: 0 } });
    expect(errorOf(none).fields).toEqual({ questionsPerType: 'Select at least one question type' });
    const tooMany = await estimate({ text: 'x'.repeat(100), questionsPerType: { MCQ_SINGLE: 11 } });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toEqual({ 'questionsPerType.MCQ_SINGLE': 'must be no more than 10' });
    const unknownType = await estimate({ text: 'x'.repeat(100), questionsPerType: { ESSAY: 2 } });
    expect(unknownType.statusCode).toBe(400);
  });

  it('prices pasted text with the tariff and accepts the rest of a generation request', async () => {
    const text = 'word '.repeat(4_000);
    const response = await estimate({
      text,
      language: 'en',
      chunkingStrategy: 'CHAPTER_BASED',
      maxChunkSize: 5000,
      quizTitle: 'Biology',
      questionsPerType: { MCQ_SINGLE: 3, TRUE_FALSE: 2 },
      difficulty: 'HARD',
      estimatedTimePerQuestion: 2,
      tagIds: [],
      somethingNew: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      estimatedBillingTokens: estimateGenerationTokens({
        characters: 20_000,
        questionsPerType: { MCQ_SINGLE: 3, TRUE_FALSE: 2 },
      }),
      quotedCharacters: 20_000,
      questionCount: 5,
      questionTypeCount: 2,
      humanizedEstimate: 'About 27 tokens for 5 questions (2 types) from 20,000 characters',
      tariffVersion: GENERATION_TARIFF.version,
    });
  });

  it('grows with the characters and with the questions requested', async () => {
    const tokens = async (characters: number, count: number) =>
      (await estimate({ text: 'a'.repeat(characters), questionTypes: { MCQ_SINGLE: count } })).json()
        .estimatedBillingTokens as number;
    expect(await tokens(40_000, 2)).toBeGreaterThan(await tokens(10_000, 2));
    expect(await tokens(10_000, 6)).toBeGreaterThan(await tokens(10_000, 2));
  });

  it('answers 404 for a stored document it cannot see', async () => {
    const response = await estimate({
      documentId: '00000000-0000-4000-8000-000000000000',
      quizScope: 'SPECIFIC_CHUNKS',
      chunkIndices: [0, 1],
      questionTypes: { OPEN: 1 },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Document not found');
  });

  it('asks the plugged-in pricing input for stored documents', async () => {
    test.app.services.billing.estimates.usePricingInput((userId, body) =>
      Promise.resolve(
        userId === user.id && body.documentId ? { characters: 12_345, questionsPerType: { OPEN: 2 } } : undefined,
      ),
    );
    const response = await estimate({ documentId: '00000000-0000-4000-8000-000000000001', questionTypes: { OPEN: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ quotedCharacters: 12_345, questionCount: 2, questionTypeCount: 1 });
  });
});
