import { create } from 'qrcode';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules (the standard asks for 4; 2 is read fine on a screen with a light card around it). */
const MARGIN = 2;

/**
 * A QR code of `text` drawn as one SVG path (no HTML injected): dark modules on white whatever the colour
 * scheme, because scanners expect dark on light. The label says what the code opens.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const modules = create(text, { errorCorrectionLevel: 'M' }).modules;
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) {
          parts.push(`M${column + MARGIN} ${row + MARGIN}h1v1h-1z`);
        }
      }
    }
    return { size: modules.size + MARGIN * 2, path: parts.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
