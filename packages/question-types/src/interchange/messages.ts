/** Notes the type mappings add to an import or export report (exact texts; tests compare them). */
export const INTERCHANGE_NOTES = {
  partialWeights: 'Partial weights became right (above 0%) or wrong (0% or less); scoring follows the quiz',
  severalRight: 'Several right options: imported as multiple answers',
  weightsIgnored: 'Option weights other than 0% and 100% were read as wrong options',
  otherAnswersDropped: (texts: string) => `Other accepted answers dropped: ${texts}`,
  partialAnswersDropped: (texts: string) => `Partly right answers dropped: ${texts}`,
  toleranceDropped: (tolerance: string) => `Tolerance ±${tolerance} dropped: the answer is compared as text`,
  gapChoicesDropped: (gapId: number, texts: string) => `Gap ${gapId}: choices dropped (${texts}); the answer is typed`,
} as const;
