import { imageSize, type PixelSize } from '../image-size.ts';
import { QTI_ITEM_MESSAGES, QTI_NOTES } from './messages.ts';
import { FULL, identifierOf, rounded, weightsOf, type Declaration, type Read } from './responses.ts';
import { childElements, type XmlElement } from './xml.ts';

/** What the item reader needs of its package: images, by the path the item names them with. */
export interface ItemContext {
  /** The media ref of an image in the package (src relative to the item's file), or null when there is none. */
  imageRef(source: string): { ref: string; bytes: Uint8Array } | null;
}

function readCoords(coords: string): number[] | null {
  const values = coords.split(',').map((value) => Number(value.trim()));
  return values.length > 0 && values.every((value) => Number.isFinite(value)) ? values : null;
}

/** A shape's bounding box in pixels: [left, top, right, bottom]. */
function boundingBox(shape: string, values: readonly number[]): [number, number, number, number] | null {
  const [a = 0, b = 0, c = 0, d = 0] = values;
  switch (shape) {
    case 'rect':
      return values.length === 4 ? [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)] : null;
    case 'circle':
      return values.length === 3 ? [a - c, b - c, a + c, b + c] : null;
    case 'ellipse':
      return values.length === 4 ? [a - c, b - d, a + c, b + d] : null;
    case 'poly': {
      const xs = values.filter((_value, index) => index % 2 === 0);
      const ys = values.filter((_value, index) => index % 2 === 1);
      return values.length >= 6 && values.length % 2 === 0
        ? [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
        : null;
    }
    default:
      return null;
  }
}

/** A hotspot interaction as image regions in percent of the image (shapes other than rectangles by their bounding box). */
export function readHotspot(
  interaction: XmlElement,
  declaration: Declaration | undefined,
  notes: string[],
  context: ItemContext,
): Read {
  const image = childElements(interaction).find(
    (element) => element.name === 'img' || (element.name === 'object' && element.attributes['data'] !== undefined),
  );
  const source = image?.attributes['src'] ?? image?.attributes['data'];
  if (image === undefined || source === undefined) {
    return { unreadable: QTI_ITEM_MESSAGES.noImage };
  }
  let imageUrl = source;
  let size: PixelSize | null = null;
  const width = Number(image.attributes['width']);
  const height = Number(image.attributes['height']);
  if (width > 0 && height > 0) {
    size = { width, height };
  }
  if (!source.startsWith('http://') && !source.startsWith('https://')) {
    const packed = context.imageRef(source);
    if (packed === null) {
      return { unreadable: QTI_ITEM_MESSAGES.imageNotInPackage(source) };
    }
    imageUrl = packed.ref;
    size ??= imageSize(packed.bytes);
  }
  if (size === null) {
    return { unreadable: QTI_ITEM_MESSAGES.imageSizeUnknown(source) };
  }
  const choices = childElements(interaction, 'hotspotChoice');
  const weights = weightsOf(declaration, choices.map(identifierOf), false);
  const regions = [];
  for (const [index, choice] of choices.entries()) {
    const id = identifierOf(choice);
    const shape = choice.attributes['shape'] ?? 'rect';
    if (shape === 'default') {
      notes.push(QTI_NOTES.defaultShapeDropped(id));
      continue;
    }
    const values = readCoords(choice.attributes['coords'] ?? '');
    const box = values === null ? null : boundingBox(shape, values);
    if (box === null) {
      return { unreadable: QTI_ITEM_MESSAGES.coordsUnreadable(id) };
    }
    if (shape !== 'rect') {
      notes.push(QTI_NOTES.shapeAsRectangle(id, shape));
    }
    const [left, top, right, bottom] = box;
    regions.push({
      x: rounded((left / size.width) * FULL),
      y: rounded((top / size.height) * FULL),
      width: rounded(((right - left) / size.width) * FULL),
      height: rounded(((bottom - top) / size.height) * FULL),
      correct: (weights[index] ?? 0) > 0,
    });
  }
  return { body: { kind: 'imageRegions', imageUrl, regions } };
}
