import type { HotspotResponse, HotspotSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { reviewRowClasses, ReviewFrame, ReviewTag, Verdict } from '../common/review.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { ReviewProps } from '../types.ts';
import { boxStyle } from './geometry.ts';
import { HotspotCanvas } from './HotspotCanvas.tsx';
import { YourBox } from './YourBox.tsx';
import { drawnBox, selectedRegionIds } from './selection.ts';

/**
 * HOTSPOT result: the image with the correct regions and the taker's selection (or drawn box)
 * outlined and labelled, and the same per region in a list, so nothing depends on colour.
 */
export function HotspotReview({
  safeContent,
  response,
  correctAnswer,
  ...outcome
}: ReviewProps<HotspotSafeContent, HotspotResponse>) {
  const t = useQuestionTypesT();
  const selected = new Set(selectedRegionIds(response));
  const correct = correctAnswer === null ? null : new Set(selectedRegionIds(correctAnswer));
  const box = drawnBox(response);
  const answered = selected.size > 0 || box !== null;
  return (
    <ReviewFrame {...outcome} answered={answered}>
      <HotspotCanvas imageUrl={safeContent.imageUrl}>
        {safeContent.regions.map((region) => {
          const isRight = correct?.has(region.id) ?? false;
          const isSelected = selected.has(region.id);
          return (
            <div
              key={region.id}
              aria-hidden="true"
              className={clsx(
                'absolute rounded-sm border-2 text-xs font-semibold',
                isRight
                  ? 'border-success bg-success/20'
                  : isSelected
                    ? 'border-danger bg-danger/20'
                    : 'border-dashed border-control/60',
              )}
              style={boxStyle(region)}
            >
              <span className="m-0.5 inline-block rounded bg-surface/90 px-1 text-fg">
                {region.id}
                {isSelected ? (isRight ? ' ✓' : ' ✗') : ''}
              </span>
            </div>
          );
        })}
        {box !== null ? <YourBox box={box} answering={false} /> : null}
      </HotspotCanvas>
      <ul className="space-y-1">
        {safeContent.regions.map((region) => {
          const isRight = correct?.has(region.id) ?? null;
          const isSelected = selected.has(region.id);
          const ok = isRight === null ? null : isRight === isSelected;
          return (
            <li
              key={region.id}
              className={reviewRowClasses(
                ok === null || (!isSelected && !isRight) ? 'plain' : ok ? 'right' : 'wrong',
                'flex flex-wrap items-center gap-2 py-1.5',
              )}
            >
              <span className="font-medium">{t('hotspot.region', { id: region.id })}</span>
              {isSelected ? <ReviewTag tone="info">{t('hotspot.yourSelection')}</ReviewTag> : null}
              {isRight ? (
                <ReviewTag tone="success" symbol="✓">
                  {t('hotspot.correctRegion')}
                </ReviewTag>
              ) : null}
              {ok !== null && (isSelected || isRight) ? <Verdict right={ok} /> : null}
            </li>
          );
        })}
        {box !== null ? (
          <li
            className={reviewRowClasses(
              outcome.isCorrect ? 'right' : 'wrong',
              'flex flex-wrap items-center gap-2 py-1.5',
            )}
          >
            <span className="font-medium">{t('hotspot.yourBox')}</span>
            <span className="text-sm">{t('hotspot.boxGeometry', { ...box })}</span>
            <Verdict right={outcome.isCorrect} />
          </li>
        ) : null}
      </ul>
    </ReviewFrame>
  );
}
