import { clipToImage, type HotspotRegion } from '@quizmaker/question-types';

/** Spec 2 / hotspot canvas: 600x400 pixels, regions in percent of the image. */
export const CANVAS_WIDTH = 600;
export const CANVAS_HEIGHT = 400;
/** Smallest width and height of a region, in percent (spec 2: width and height 1 to 100). */
export const MIN_REGION_SIZE = 1;

/** Keyboard steps in percent: an arrow moves by 1, with Shift by 10. */
export const NUDGE_STEP = 1;
export const NUDGE_STEP_LARGE = 10;

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), Math.max(min, max));
/** Percent values keep two decimals, so pointer drags do not store long fractions. */
export const roundPercent = (value: number): number => Math.round(value * 100) / 100;

/** The region moved by (dx, dy) percent, kept inside the image with its size unchanged. */
export function moveRegion(region: HotspotRegion, dx: number, dy: number): HotspotRegion {
  return {
    ...region,
    x: roundPercent(clamp(region.x + dx, 0, 100 - region.width)),
    y: roundPercent(clamp(region.y + dy, 0, 100 - region.height)),
  };
}

/** The region resized by (dw, dh) percent from its top-left corner, at least 1 and inside the image. */
export function resizeRegion(region: HotspotRegion, dw: number, dh: number): HotspotRegion {
  return {
    ...region,
    width: roundPercent(clamp(region.width + dw, MIN_REGION_SIZE, 100 - region.x)),
    height: roundPercent(clamp(region.height + dh, MIN_REGION_SIZE, 100 - region.y)),
  };
}

/** Arrow key to a direction; other keys give null. */
export function arrowDelta(key: string): { dx: number; dy: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { dx: -1, dy: 0 };
    case 'ArrowRight':
      return { dx: 1, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -1 };
    case 'ArrowDown':
      return { dx: 0, dy: 1 };
    default:
      return null;
  }
}

/** CSS position of the part of a percent box inside the image (a region may run past an edge: clipToImage). */
export function boxStyle(box: { x: number; y: number; width: number; height: number }) {
  const visible = clipToImage(box);
  return { left: `${visible.x}%`, top: `${visible.y}%`, width: `${visible.width}%`, height: `${visible.height}%` };
}

/** Spec 3 section 4 / spec 2 section 9: a drawn box counts only when both sides exceed 10 pixels of the 600x400 canvas. */
export const MIN_DRAG_PIXELS = 10;

const PIXEL_TOLERANCE = 1e-6;

/** A rectangle in percent of the image, origin top-left (regions and drawn boxes alike). */
export interface PercentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point in percent of the image. */
export interface PercentPoint {
  x: number;
  y: number;
}

/** Where a pointer is, in percent of the canvas `rect`, clamped to the image (a drag may leave it). */
export function percentPoint(
  clientX: number,
  clientY: number,
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
): PercentPoint {
  return {
    x: clamp(((clientX - rect.left) / rect.width) * 100, 0, 100),
    y: clamp(((clientY - rect.top) / rect.height) * 100, 0, 100),
  };
}

/** The box spanned by two corners, whichever way the drag went. */
export function boxBetween(a: PercentPoint, b: PercentPoint): PercentBox {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/**
 * Whether a box is big enough to count as drawn: both sides more than 10 pixels of the 600x400
 * canvas (so the rule holds when the canvas is shown smaller on a narrow screen).
 */
export function exceedsMinimumDrag(box: PercentBox): boolean {
  // Percent arithmetic leaves float noise (a 10 px drag can measure 10.000000000000007 px): ignore it.
  const exceeds = (pixels: number) => pixels > MIN_DRAG_PIXELS + PIXEL_TOLERANCE;
  return exceeds((box.width / 100) * CANVAS_WIDTH) && exceeds((box.height / 100) * CANVAS_HEIGHT);
}

/**
 * The box a drag from `a` to `b` draws, in percent with two decimals, or null when a side is 10
 * canvas pixels or less. The edges are rounded, not the sizes, so x + width never passes 100.
 */
export function drawnBoxBetween(a: PercentPoint, b: PercentPoint): PercentBox | null {
  const box = boxBetween(a, b);
  if (!exceedsMinimumDrag(box)) {
    return null;
  }
  const x = roundPercent(box.x);
  const y = roundPercent(box.y);
  return {
    x,
    y,
    width: roundPercent(roundPercent(box.x + box.width) - x),
    height: roundPercent(roundPercent(box.y + box.height) - y),
  };
}
