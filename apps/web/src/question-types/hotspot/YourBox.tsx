import { useQuestionTypesT } from '../i18n/index.ts';
import { boxStyle, type PercentBox } from './geometry.ts';

/**
 * The box the taker drew, labelled "Your box": solid while answering (the pointer goes through it to the
 * canvas, and tests find it by data-drawn-box), dashed and fainter in the review, under the regions.
 */
export function YourBox({ box, answering }: { box: PercentBox; answering: boolean }) {
  const t = useQuestionTypesT();
  return (
    <div
      data-drawn-box={answering ? true : undefined}
      aria-hidden="true"
      className={
        answering
          ? 'pointer-events-none absolute border-2 border-primary bg-primary/20'
          : 'absolute border-2 border-dashed border-primary bg-primary/10'
      }
      style={boxStyle(box)}
    >
      <span className="m-0.5 inline-block rounded bg-surface/90 px-1 text-xs font-semibold text-fg">
        {t('hotspot.yourBox')}
      </span>
    </div>
  );
}
