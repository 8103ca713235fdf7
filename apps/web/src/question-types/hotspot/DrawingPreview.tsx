import { clsx } from 'clsx';
import { boxStyle, exceedsMinimumDrag, type PercentBox } from './geometry.ts';

/** The box being dragged out on the image: dashed until it is big enough to count (the 10-pixel rule). */
export function DrawingPreview({ box }: { box: PercentBox | null }) {
  if (box === null) {
    return null;
  }
  return (
    <div
      data-drawing-preview
      aria-hidden="true"
      className={clsx(
        'pointer-events-none absolute rounded-sm border-2',
        exceedsMinimumDrag(box) ? 'border-primary bg-primary/10' : 'border-dashed border-muted',
      )}
      style={boxStyle(box)}
    />
  );
}
