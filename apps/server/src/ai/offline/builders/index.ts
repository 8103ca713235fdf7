import type { QuestionType } from '@quizmaker/contracts';
import type { QuestionBuilder } from './common.ts';
import { complianceBuilder } from './compliance.ts';
import { fillGapBuilder } from './fill-gap.ts';
import { hotspotBuilder } from './hotspot.ts';
import { matchingBuilder } from './matching.ts';
import { mcqMultiBuilder } from './mcq-multi.ts';
import { mcqSingleBuilder } from './mcq-single.ts';
import { openBuilder } from './open.ts';
import { orderingBuilder } from './ordering.ts';
import { trueFalseBuilder } from './true-false.ts';

export type { QuestionBuilder } from './common.ts';

/** The offline generator's builder of each question type (a missing type is a compile error). */
export const offlineBuilders = {
  MCQ_SINGLE: mcqSingleBuilder,
  MCQ_MULTI: mcqMultiBuilder,
  TRUE_FALSE: trueFalseBuilder,
  OPEN: openBuilder,
  FILL_GAP: fillGapBuilder,
  COMPLIANCE: complianceBuilder,
  ORDERING: orderingBuilder,
  HOTSPOT: hotspotBuilder,
  MATCHING: matchingBuilder,
} as const satisfies Record<QuestionType, QuestionBuilder>;
