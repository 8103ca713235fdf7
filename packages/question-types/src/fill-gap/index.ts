import type { QuestionTypePlugin } from '../plugin.ts';
import { fillGapGeneration } from './generation.ts';
import { fillGapInterchange } from './interchange.ts';
import { fillGapFixtures } from './fixtures.ts';
import { fillGapCorrectAnswer, gradeFillGap, isFillGapAnswered } from './grade.ts';
import {
  FillGapContentSchema,
  FillGapResponseSchema,
  FillGapSafeContentSchema,
  normaliseFillGapResponse,
  type FillGapContent,
  type FillGapResponse,
  type FillGapSafeContent,
} from './schema.ts';

export * from './schema.ts';
export * from './gap-markers.ts';
export { fillGapFixtures } from './fixtures.ts';

/** FILL_GAP: text with ___N___ markers; each gap compared after normalisation; partial per gap. */
export const fillGapPlugin: QuestionTypePlugin<'FILL_GAP', FillGapContent, FillGapSafeContent, FillGapResponse> = {
  type: 'FILL_GAP',
  label: 'Fill in the gaps',
  contentSchema: FillGapContentSchema,
  defaultContent: () => ({ text: '', gaps: [] }),
  safeContentSchema: FillGapSafeContentSchema,
  toSafeContent: (content) => ({ text: content.text, gaps: content.gaps.map((gap) => ({ id: gap.id })) }),
  responseSchema: FillGapResponseSchema,
  normaliseResponse: normaliseFillGapResponse,
  grade: gradeFillGap,
  correctAnswer: fillGapCorrectAnswer,
  isAnswered: isFillGapAnswered,
  summarise: (content) =>
    `${content.gaps.length} gap(s): ${content.gaps.map((gap) => `${gap.id} = ${gap.answer}`).join(', ')}`,
  describeResponse: (_content, response) =>
    response.answers
      .toSorted((a, b) => a.gapId - b.gapId)
      .map((gap) => `Gap ${gap.gapId}: ${gap.answer}`)
      .join('; '),
  live: { playable: true },
  interchange: fillGapInterchange,
  generation: fillGapGeneration,
  fixtures: fillGapFixtures,
};
