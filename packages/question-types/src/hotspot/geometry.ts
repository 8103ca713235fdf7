/** A rectangle in percent of the image: origin top-left, like the regions and the drawn box. */
export interface PercentBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Intersection over union of two boxes: 1 for the same box, 0 when they do not overlap. */
export function intersectionOverUnion(a: PercentBox, b: PercentBox): number {
  const overlapWidth = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const overlapHeight = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const intersection = overlapWidth * overlapHeight;
  const union = a.width * a.height + b.width * b.height - intersection;
  return union > 0 ? intersection / union : 0;
}

/** Whether a point lies in a box, edges included. */
export function boxContains(box: PercentBox, pointX: number, pointY: number): boolean {
  return pointX >= box.x && pointX <= box.x + box.width && pointY >= box.y && pointY <= box.y + box.height;
}

/** The centre of a box. */
export function boxCentre(box: PercentBox): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
