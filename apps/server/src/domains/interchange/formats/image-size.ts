/**
 * An image's size in pixels from its header (PNG, GIF, JPEG, WebP: the types the media store
 * takes). QTI hotspots and Moodle's drag-and-drop markers give shapes in pixels of the image while
 * our regions are in percent, so exports need the size of the image they carry, and imports the
 * size of an image whose file does not say it.
 */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

const be16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const le16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const be32 = (bytes: Uint8Array, at: number) => be16(bytes, at) * 0x10000 + be16(bytes, at + 2);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function jpegSize(bytes: Uint8Array): PixelSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) {
      return null;
    }
    const marker = bytes[at + 1] ?? 0;
    // Start-of-frame markers C0-CF, except DHT (C4), JPG (C8) and DAC (CC), hold the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: be16(bytes, at + 5), width: be16(bytes, at + 7) };
    }
    at += 2 + be16(bytes, at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array): PixelSize | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes.subarray(21, 25);
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0xf) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === 'VP8X') {
    return { width: 1 + le24(bytes, 24), height: 1 + le24(bytes, 27) };
  }
  return null;
}

function headerSize(bytes: Uint8Array): PixelSize | null {
  if (bytes.length >= 24 && ascii(bytes, 1, 3) === 'PNG' && ascii(bytes, 12, 4) === 'IHDR') {
    return { width: be32(bytes, 16), height: be32(bytes, 20) };
  }
  if (bytes.length >= 10 && ascii(bytes, 0, 3) === 'GIF') {
    return { width: le16(bytes, 6), height: le16(bytes, 8) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    return jpegSize(bytes);
  }
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return webpSize(bytes);
  }
  return null;
}

/** The image's width and height in pixels, or null when the header does not say (or says zero). */
export function imageSize(bytes: Uint8Array): PixelSize | null {
  const size = headerSize(bytes);
  return size !== null && size.width > 0 && size.height > 0 ? size : null;
}
