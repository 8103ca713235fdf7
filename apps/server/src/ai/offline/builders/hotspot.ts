import type { GeneratedQuestion } from '../../generator.ts';
import type { QuestionBuilder } from './common.ts';

/** HOTSPOT: needs an image the text cannot supply, so the offline generator makes none. */
export const hotspotBuilder: QuestionBuilder = {
  type: 'HOTSPOT',
  shortage: 'HOTSPOT questions need an image, which text cannot supply; none were generated',
  *candidates(): Iterable<GeneratedQuestion> {
    // Nothing to propose: an invented image URL would be a question nobody can answer.
  },
};
