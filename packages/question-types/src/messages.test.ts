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

  it('keeps every other message exactly as documented', () => {
    expect(CONTENT_MESSAGES).toEqual({
      exactlyOneCorrect: 'Exactly one correct answer required',
      atLeastOneCorrect: 'At least one correct answer required',
      modelAnswerRequired: 'Model answer required',
      noCorrectRegions: 'No correct regions',
      trueFalseAnswerRequired: 'Answer must be true or false',
      minOptions: 'At least 2 options required',
      minStatements: 'At least 2 statements required',
      minItems: 'At least 2 items required',
      minPairs: 'At least 2 pairs required',
      optionIdRequired: 'Option id required',
      optionIdsUnique: 'Option ids must be unique',
      statementIdsUnique: 'Statement ids must be unique',
      itemIdsUnique: 'Item ids must be unique',
      gapIdsUnique: 'Gap ids must be unique',
      regionIdsUnique: 'Region ids must be unique',
      leftIdsUnique: 'Left ids must be unique',
      rightIdsUnique: 'Right ids must be unique',
      atLeastOneCompliant: 'At least one compliant statement required',
      itemTextsDistinct: 'Item texts must be different',
      gapTextRequired: 'Text with gaps required',
      gapTextTooLong: 'Text with gaps must be no more than 10000 characters',
      atLeastOneGap: 'At least one gap required',
      matchTargetMissing: 'Each left item must match an existing right item',
      matchNotBijective: 'Each right item may be matched only once',
      imageUrlRequired: 'Image URL required',
      imageUrlInvalid: 'Image URL must be a valid http or https URL',
      atLeastOneRegion: 'At least one region required',
      xRange: 'x must be between 0 and 100',
      yRange: 'y must be between 0 and 100',
      widthRange: 'Width must be between 1 and 100',
      heightRange: 'Height must be between 1 and 100',
    });
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
