/** Why a question of the file is skipped (exact texts of the import report). */
export const MOODLE_XML_REASONS = {
  unknownType: (type: string) => `Moodle question type "${type}" cannot be imported`,
  noAnswers: (type: string) => `The ${type} question has no answers`,
  fractionInvalid: (fraction: string) => `Answer fraction "${fraction}" is not a number from -100 to 100`,
  notANumber: (text: string) => `Numerical answer "${text}" is not a number`,
  gapUnknown: (gap: number) => `Gap [[${gap}]] names no choice of the question`,
  noGaps: 'The question text has no gaps',
  tooManyGaps: 'The question text has more than 100 gaps',
  dropZonesArePoints: 'Drag-and-drop onto image: its drop zones are points without a size, not image regions',
  markerShape: (shape: string) => `Drag-and-drop marker zone of shape "${shape}": only rectangles make image regions`,
  markerCoords: (coords: string) => `Drag-and-drop marker zone "${coords}" is not x,y;width,height`,
  noBackground: 'The drag-and-drop marker question has no PNG or GIF background image whose size we can read',
} as const;

/** What Moodle XML's reading changed or dropped (exact texts of the import report). */
export const MOODLE_XML_NOTES = {
  htmlToText: 'HTML formatting converted to plain text',
  feedbackDropped: (count: number) => `Per-answer feedback dropped (${count})`,
  hintsDropped: (count: number) => `Only the first hint imported (${count} more dropped)`,
  tagsNotImported: (tags: string) => `Tags not imported: ${tags} (tags belong to one install)`,
  unitsDropped: 'Units dropped: the answer is the number alone',
  anyAnswerDropped: 'The catch-all answer "*" dropped',
  markersAreRight: 'Drop zones imported as right regions; the markers themselves are not kept',
  imagesDropped: (count: number) => `Images not imported (${count}): only images embedded in the file are kept`,
} as const;
