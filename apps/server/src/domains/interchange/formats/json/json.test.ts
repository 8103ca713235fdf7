import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test-support/formats.ts';
import { JSON_MESSAGES, jsonFormat, NATIVE_FORMAT_NAME, NATIVE_FORMAT_VERSION } from './json.ts';

const malformed = (text: string) => refusalOf(() => jsonFormat.parse(text));

const envelope = (fields: Record<string, unknown>) =>
  JSON.stringify({
    format: NATIVE_FORMAT_NAME,
    formatVersion: NATIVE_FORMAT_VERSION,
    quiz: { title: 'T' },
    questions: [],
    ...fields,
  });

describe('native JSON', () => {
  it.each([
    ['{not json', JSON_MESSAGES.notJson],
    ['[]', JSON_MESSAGES.notQuizFile],
    [JSON.stringify({ format: 'other' }), JSON_MESSAGES.notQuizFile],
    [envelope({ formatVersion: 2 }), JSON_MESSAGES.unsupportedVersion('2')],
    [envelope({ formatVersion: undefined }), JSON_MESSAGES.unsupportedVersion('missing')],
    [envelope({ quiz: [] }), JSON_MESSAGES.quizMissing],
    [envelope({ questions: {} }), JSON_MESSAGES.questionsMissing],
  ])('refuses %s', (text, message) => {
    expect(malformed(text)).toBe(message);
  });

  it('names a version that is neither a number nor a short string only as invalid, however deep or long', () => {
    const deep = `${'['.repeat(1e6)}${']'.repeat(1e6)}`;
    expect(malformed(envelope({ formatVersion: 0 }).replace('"formatVersion":0', `"formatVersion":${deep}`))).toBe(
      JSON_MESSAGES.unsupportedVersion('invalid'),
    );
    expect(malformed(envelope({ formatVersion: 'x'.repeat(100_000) }))).toBe(
      JSON_MESSAGES.unsupportedVersion('invalid'),
    );
    expect(malformed(envelope({ formatVersion: '1.0' }))).toBe(JSON_MESSAGES.unsupportedVersion('"1.0"'));
  });

  it('writes a versioned file that reads back with the same quiz and questions', () => {
    const quiz = {
      media: new Map(),
      settings: {
        title: 'Versioned',
        description: 'd',
        visibility: 'PUBLIC' as const,
        difficulty: 'HARD' as const,
        estimatedTime: 12,
        timerEnabled: true,
        timerDuration: 9,
        isRepetitionEnabled: true,
        allowPauseWhenTimed: false,
        passMark: 80,
        scoringMode: 'PARTIAL' as const,
        feedbackMode: 'IMMEDIATE' as const,
      },
      questions: [
        {
          type: 'TRUE_FALSE' as const,
          questionText: 'Is it?',
          difficulty: 'EASY' as const,
          explanation: 'e',
          hint: 'h',
          attachmentUrl: 'https://example.org/a.pdf',
          content: { answer: true },
        },
      ],
    };
    const written = jsonFormat.write(quiz);
    expect(JSON.parse(written.text)).toEqual({
      format: NATIVE_FORMAT_NAME,
      formatVersion: 1,
      quiz: quiz.settings,
      questions: quiz.questions,
    });
    expect(jsonFormat.detect(written.text)).toBe(true);
    expect(jsonFormat.countQuestions(written.text)).toBe(1);
    expect(jsonFormat.parse(written.text)).toEqual({
      title: 'Versioned',
      settings: quiz.settings,
      questions: [{ index: 1, title: null, native: quiz.questions[0] }],
    });
  });
});
