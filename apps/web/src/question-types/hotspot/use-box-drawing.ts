import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { boxBetween, drawnBoxBetween, percentPoint, type PercentBox, type PercentPoint } from './geometry.ts';

interface Stroke {
  start: PercentPoint;
  last: PercentPoint | null;
  rect: DOMRect;
}

/**
 * Drag-to-draw a box on the hotspot canvas, shared by the answer widget (the taker's box) and the
 * editor (a new region). Put `onPointerDown` on the drawing surface; the drag is followed on
 * `window` so it keeps going outside the image (clamped to it). A box is reported through
 * `onDrawn` only when both sides exceed 10 canvas pixels (`drawnBoxBetween`); a click without a
 * drag draws nothing. `preview` is the box under the pointer while dragging. After a drawn box,
 * `clickFollowsDrawing()` answers true once, so the click the browser sends at the end of the drag
 * does not also toggle the region it ended on.
 */
export function useBoxDrawing({
  canvasRef,
  disabled,
  onDrawn,
}: {
  canvasRef: RefObject<HTMLElement | null>;
  disabled: boolean;
  onDrawn: (box: PercentBox) => void;
}) {
  const [preview, setPreview] = useState<PercentBox | null>(null);
  const stroke = useRef<Stroke | null>(null);
  const drewJustNow = useRef(false);
  // Reads the latest onDrawn without re-registering the window listeners on every render.
  const drawn = useEffectEvent((box: PercentBox) => {
    onDrawn(box);
  });

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const active = stroke.current;
      if (active === null) {
        return;
      }
      active.last = percentPoint(event.clientX, event.clientY, active.rect);
      setPreview(boxBetween(active.start, active.last));
    };
    const finish = (draw: boolean) => {
      const active = stroke.current;
      if (active === null) {
        return;
      }
      stroke.current = null;
      setPreview(null);
      // The last point moved to, not the release's own coordinates: a click without movement draws nothing.
      const box = draw && active.last !== null ? drawnBoxBetween(active.start, active.last) : null;
      if (box !== null) {
        drewJustNow.current = true;
        // The click that ends this drag (if any) is dispatched before timers run.
        setTimeout(() => {
          drewJustNow.current = false;
        }, 0);
        drawn(box);
      }
    };
    const onUp = () => finish(true);
    const onCancel = () => finish(false);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, []);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      drewJustNow.current = false;
      const rect = canvasRef.current?.getBoundingClientRect();
      if (disabled || event.button !== 0 || rect === undefined || rect.width === 0 || rect.height === 0) {
        return;
      }
      stroke.current = { start: percentPoint(event.clientX, event.clientY, rect), last: null, rect };
    },
    [canvasRef, disabled],
  );

  const clickFollowsDrawing = useCallback((): boolean => {
    const drew = drewJustNow.current;
    drewJustNow.current = false;
    return drew;
  }, []);

  return { preview, onPointerDown, clickFollowsDrawing };
}
