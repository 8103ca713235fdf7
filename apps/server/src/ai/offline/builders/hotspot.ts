import type { GeneratedQuestion } from '../../generator.ts';
import type { QuestionBuilder } from './common.ts';

const HOTSPOT_REASON = 'HOTSPOT questions need an image, which text cannot supply; none were generated';

/** HOTSPOT: needs an image the text cannot supply, so the offline generator makes none. */
export const hotspotBuilder: QuestionBuilder = {
  type: 'HOTSPOT',
  shortage: HOTSPOT_REASON,
  *candidates(): Iterable<GeneratedQuestion> {
    // Nothing to propose: an invented image URL would be a question nobody can answer.
  },
};
