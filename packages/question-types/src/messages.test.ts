import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from './messages.ts';

describe('content validation messages', () => {
  it('quotes the spec (2-authoring section 5) word for word', () => {
    expect(CONTENT_MESSAGES.exactlyOneCorrect).toBe('Exactly one correct answer required');
    expect(CONTENT_MESSAGES.atLeastOneCorrect).toBe('At least one correct answer required');
    expect(CONTENT_MESSAGES.modelAnswerRequired).toBe('Model answer required');
    expect(CONTENT_MESSAGES.noCorrectRegions).toBe('No correct regions');
    expect(COUNTED_MESSAGES.answersMissing(2)).toBe('2 answer(s) missing');
  });

  // Every other text is held word for word by the web's English catalogue, which its test compares with this one
  // (apps/web/src/question-types/i18n/catalogues.test.ts); the web maps a text back to its key, so none may repeat.
  it('keeps each message distinct, the bound and the counted messages in their documented wording', () => {
    const texts = Object.values(CONTENT_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    expect(CONTENT_MESSAGES.gapTextTooLong).toBe('Text with gaps must be no more than 10000 characters');
    expect(CONTENT_MESSAGES.matchNotBijective).toBe('Each right item may be matched only once');
    expect(COUNTED_MESSAGES.optionsMissing(1)).toBe('1 option(s) missing');
    expect(COUNTED_MESSAGES.statementsMissing(3)).toBe('3 statement(s) missing');
    expect(COUNTED_MESSAGES.itemsMissing(2)).toBe('2 item(s) missing');
    expect(COUNTED_MESSAGES.leftItemsMissing(1)).toBe('1 left item(s) missing');
    expect(COUNTED_MESSAGES.rightItemsMissing(4)).toBe('4 right item(s) missing');
    expect(COUNTED_MESSAGES.markerWithoutGap(2)).toBe('Marker ___2___ has no gap');
    expect(COUNTED_MESSAGES.gapWithoutMarker(3)).toBe('Gap 3 has no ___3___ marker in the text');
    expect(COUNTED_MESSAGES.markerRepeated(1)).toBe('Marker ___1___ appears more than once');
  });
});
