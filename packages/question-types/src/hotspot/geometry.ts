/** A rectangle in percent of the image: origin top-left, like the regions and the drawn box. */
export interface PercentBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The part of a box inside the image. Spec 2 bounds x, y (0-100) and width, height (1-100) one by
 * one, so a region may run past the right or bottom edge (the reference editor's new region is
 * x 50, y 50, 100x100); it means what is visible of it, for grading and for drawing alike.
 */
export function clipToImage(box: PercentBox): PercentBox {
  const x = Math.min(Math.max(box.x, 0), 100);
  const y = Math.min(Math.max(box.y, 0), 100);
  return {
    x,
    y,
    width: Math.max(0, Math.min(box.x + box.width, 100) - x),
    height: Math.max(0, Math.min(box.y + box.height, 100) - y),
  };
}

/** The area two boxes share, in square percent: 0 when they do not overlap. */
export function overlapArea(a: PercentBox, b: PercentBox): number {
  const overlapWidth = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const overlapHeight = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return overlapWidth * overlapHeight;
}

/** Whether a point lies in a box, edges included. */
export function boxContains(box: PercentBox, pointX: number, pointY: number): boolean {
  return pointX >= box.x && pointX <= box.x + box.width && pointY >= box.y && pointY <= box.y + box.height;
}

/** The centre of a box. */
export function boxCentre(box: PercentBox): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
