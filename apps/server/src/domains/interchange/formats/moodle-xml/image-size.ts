/** Width and height of a PNG or GIF, read from its header; null for other images. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (isPng) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  const isGif = bytes.length >= 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46;
  return isGif ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null;
}
