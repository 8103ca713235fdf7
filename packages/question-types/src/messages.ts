import { FILL_GAP_TEXT_MAX } from './fill-gap/gap-markers.ts';

/**
 * Every validation message of question content, in one place. The first three and 'No correct
 * regions' / 'N answer(s) missing' are quoted from spec 2 section 5; the rest follow their wording
 * for rules the spec states without a message (minimum counts, unique ids, bounds).
 */
export const CONTENT_MESSAGES = {
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
  gapTextTooLong: `Text with gaps must be no more than ${FILL_GAP_TEXT_MAX} characters`,
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
} as const;

/** Messages that carry a count or an id (spec 2: 'N answer(s) missing'). */
export const COUNTED_MESSAGES = {
  answersMissing: (n: number): string => `${n} answer(s) missing`,
  optionsMissing: (n: number): string => `${n} option(s) missing`,
  statementsMissing: (n: number): string => `${n} statement(s) missing`,
  itemsMissing: (n: number): string => `${n} item(s) missing`,
  leftItemsMissing: (n: number): string => `${n} left item(s) missing`,
  rightItemsMissing: (n: number): string => `${n} right item(s) missing`,
  markerWithoutGap: (id: number): string => `Marker ___${id}___ has no gap`,
  gapWithoutMarker: (id: number): string => `Gap ${id} has no ___${id}___ marker in the text`,
  markerRepeated: (id: number): string => `Marker ___${id}___ appears more than once`,
} as const;
