/** Why an item is skipped (exact texts for the import report). */
export const QTI_ITEM_MESSAGES = {
  notAnItem: (file: string) => `${file} is not a QTI assessment item`,
  severalInteractions: (count: number) => `The item has ${count} interactions; a question here holds one`,
  unsupportedInteraction: (name: string) => `QTI ${name} has no matching question type here`,
  noCorrectOrder: 'The order interaction gives no correct order of all its choices',
  matchSets: 'The match interaction does not have two sets of choices',
  noImage: 'The hotspot interaction has no image',
  imageNotInPackage: (source: string) => `The hotspot image ${source} is not in the package`,
  imageSizeUnknown: (source: string) =>
    `The size of the hotspot image ${source} is unknown: its <img> gives no width and height and the image does not say`,
  coordsUnreadable: (id: string) => `Hotspot ${id}: its coordinates cannot be read`,
} as const;

/** What reading an item changed or dropped (exact texts for the import report). */
export const QTI_NOTES = {
  imageDropped: (source: string) => `Image ${source} not imported: only the question text holds images`,
  imageMissing: (source: string) => `Image ${source} not imported: it is not in the package`,
  shapeAsRectangle: (id: string, shape: string) => `Hotspot ${id}: the ${shape} became its bounding rectangle`,
  defaultShapeDropped: (id: string) => `Hotspot ${id}: the whole-image shape was dropped`,
  associateAsMatching: 'Associate interaction read as matching: the first choice of each pair is on the left',
  noMatchDropped: (text: string) => `"${text}" has no match and was dropped`,
  otherMatchesDropped: (text: string) => `"${text}" has several matches: the first was kept`,
  feedbacksJoined: (count: number) => `${count} feedbacks joined into the explanation`,
} as const;
