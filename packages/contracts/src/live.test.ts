import { describe, expect, it } from 'vitest';
import {
  LiveClientMessageSchema,
  liveMessages,
  LiveNicknameSchema,
  LivePinSchema,
  livePoints,
  LiveServerMessageSchema,
  LiveSessionCreateBodySchema,
} from './live.ts';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('live scoring', () => {
  it('gives up to 1000 points for a right answer, falling linearly to half at the deadline', () => {
    const limitMs = 20_000;
    expect([0, 5000, 10_000, 15_000, 20_000].map((elapsed) => livePoints(1, elapsed, limitMs))).toEqual([
      1000, 875, 750, 625, 500,
    ]);
    expect(livePoints(1, 1234, 7000)).toBe(912); // 1000 × (1 − 1234 / 7000 / 2) = 911.857
  });

  it('scales partial credit, gives nothing for a wrong answer and keeps elapsed time within the window', () => {
    expect(livePoints(0.5, 10_000, 20_000)).toBe(375);
    expect(livePoints(1 / 3, 0, 20_000)).toBe(333);
    expect(livePoints(0, 0, 20_000)).toBe(0);
    expect(livePoints(1, -50, 20_000)).toBe(1000);
    expect(livePoints(1, 25_000, 20_000)).toBe(500);
  });
});

describe('live PINs and nicknames', () => {
  it('takes exactly six digits', () => {
    expect(LivePinSchema.parse(' 012345 ')).toBe('012345');
    for (const bad of ['12345', '1234567', '12a456', '١٢٣٤٥٦', '']) {
      expect(messageOf(LivePinSchema.safeParse(bad))).toContain(liveMessages.pinDigits);
    }
  });

  it("applies the username's length rules and refuses control characters, but allows any letters and spaces", () => {
    expect(LiveNicknameSchema.parse('  Zoë K.  ')).toBe('Zoë K.');
    expect(messageOf(LiveNicknameSchema.safeParse('   '))).toEqual([liveMessages.nicknameRequired]);
    expect(messageOf(LiveNicknameSchema.safeParse('Abc'))).toEqual([liveMessages.nicknameTooShort]);
    expect(messageOf(LiveNicknameSchema.safeParse('x'.repeat(21)))).toEqual([liveMessages.nicknameTooLong]);
    for (const control of ['Bob\u0000by', 'Bob\u001bby', 'Bob\u007fby', 'Bob\u0085by']) {
      expect(messageOf(LiveNicknameSchema.safeParse(control))).toEqual([liveMessages.nicknameControlCharacters]);
    }
  });
});

describe('live settings', () => {
  it('keeps the time per question within 5 to 240 whole seconds', () => {
    const quizId = '00000000-0000-4000-8000-000000000000';
    for (const seconds of [4, 241, 10.5]) {
      expect(
        messageOf(LiveSessionCreateBodySchema.safeParse({ quizId, settings: { secondsPerQuestion: seconds } })),
      ).toEqual([liveMessages.secondsRange]);
    }
    expect(LiveSessionCreateBodySchema.parse({ quizId, settings: { secondsPerQuestion: 240 } })).toEqual({
      quizId,
      settings: { secondsPerQuestion: 240 },
    });
  });
});

describe('live WebSocket messages', () => {
  it('reads each client message by its type and refuses unknown types and extra fields', () => {
    expect(LiveClientMessageSchema.parse({ type: 'join', pin: '123456', nickname: 'Alice' })).toEqual({
      type: 'join',
      pin: '123456',
      nickname: 'Alice',
    });
    expect(LiveClientMessageSchema.parse({ type: 'answer', questionIndex: 2, response: { answer: true } })).toEqual({
      type: 'answer',
      questionIndex: 2,
      response: { answer: true },
    });
    expect(LiveClientMessageSchema.safeParse({ type: 'cheat' }).success).toBe(false);
    expect(LiveClientMessageSchema.safeParse({ type: 'start', force: true }).success).toBe(false);
    expect(LiveClientMessageSchema.safeParse({ type: 'answer', questionIndex: -1, response: 'a' }).success).toBe(false);
    expect(
      LiveClientMessageSchema.safeParse({ type: 'host', sessionId: 'not-an-id', accessToken: 'token' }).success,
    ).toBe(false);
  });

  it('describes what the server sends, a reveal with or without the player’s own result', () => {
    const reveal = {
      type: 'reveal',
      questionIndex: 0,
      correctAnswer: { answer: true },
      answered: 3,
      correct: 2,
      distribution: { true: 2, false: 1 },
    };
    expect(LiveServerMessageSchema.parse(reveal)).toEqual(reveal);
    const own = { ...reveal, you: { answered: true, correct: true, points: 875, score: 1625, rank: 1 } };
    expect(LiveServerMessageSchema.parse(own)).toEqual(own);
    expect(LiveServerMessageSchema.safeParse({ type: 'reveal', questionIndex: 0 }).success).toBe(false);
  });
});
