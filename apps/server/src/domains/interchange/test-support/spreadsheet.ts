/** The time limit column's title in Kahoot's quiz template (read but not imported: noted once per file). */
export const KAHOOT_TIME_HEADER = 'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs';

/** The header row of Kahoot's quiz template (row 8): column A holds question numbers, the titles start in column B. */
export const KAHOOT_HEADER_ROW: readonly string[] = [
  '',
  'Question - max 120 characters',
  'Answer 1 - max 75 characters',
  'Answer 2 - max 75 characters',
  'Answer 3 - max 75 characters',
  'Answer 4 - max 75 characters',
  KAHOOT_TIME_HEADER,
  'Correct answer(s) - choose at least one',
];
