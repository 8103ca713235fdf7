import type { HotspotResponse, HotspotSafeContent } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useId, useRef } from 'react';
import { Button } from '../../ui/index.ts';
import { focusRing } from '../common/controls.tsx';
import { useQuestionTypesT } from '../i18n/index.ts';
import type { PlayerProps } from '../types.ts';
import { boxStyle } from './geometry.ts';
import { DrawingPreview } from './DrawingPreview.tsx';
import { HotspotCanvas } from './HotspotCanvas.tsx';
import { YourBox } from './YourBox.tsx';
import { drawnBox, responseForSelection, selectedRegionIds } from './selection.ts';
import { useBoxDrawing } from './use-box-drawing.ts';

/**
 * HOTSPOT answer on the 600x400 canvas (spec 3 section 4). Each region is a toggle button over the
 * image (clicking inside a region toggles it; Tab and Enter or Space do the same), and dragging
 * across the image draws a box instead, kept only when both sides exceed 10 canvas pixels.
 * Responses (api.md): `{regionId}` for one selected region, `{selectedRegionIds}` for several (or
 * none, after 'Clear Selection'), `{x, y, width, height}` in percent for a drawn box. A box and a
 * region selection exclude each other: drawing replaces the selection, a click on a region starts
 * a new selection. A broken image shows 'Image not available' and leaves regions and drawing usable.
 */
export function HotspotPlayer({
  safeContent,
  response,
  onChange,
  disabled = false,
  labelledBy,
}: PlayerProps<HotspotSafeContent, HotspotResponse>) {
  const t = useQuestionTypesT();
  const id = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const selected = new Set(selectedRegionIds(response));
  const box = drawnBox(response);
  const drawing = useBoxDrawing({ canvasRef, disabled, onDrawn: (drawn) => onChange(drawn) });

  const toggle = (regionId: number) => {
    if (drawing.clickFollowsDrawing()) {
      return;
    }
    const next = new Set(selected);
    if (next.has(regionId)) {
      next.delete(regionId);
    } else {
      next.add(regionId);
    }
    onChange(responseForSelection(safeContent.regions, next));
  };

  const status = box !== null ? t('hotspot.boxDrawn', { ...box }) : t('hotspot.selectedCount', { n: selected.size });
  const preview = drawing.preview;

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t('hotspot.selectRegions')}
      className="space-y-2"
    >
      <p id={`${id}-instructions`} className="text-sm text-muted">
        {t('hotspot.selectRegions')}
      </p>
      <p id={`${id}-draw`} className="text-sm text-muted">
        {t('hotspot.drawHint')}
      </p>
      <HotspotCanvas imageUrl={safeContent.imageUrl} canvasRef={canvasRef}>
        <div
          data-drawing-surface
          className={clsx('absolute inset-0 touch-none', disabled ? 'cursor-not-allowed' : 'cursor-crosshair')}
          onPointerDown={drawing.onPointerDown}
        >
          {safeContent.regions.map((region) => {
            const isSelected = selected.has(region.id);
            return (
              <button
                key={region.id}
                type="button"
                aria-pressed={isSelected}
                aria-label={t('hotspot.regionButton', { id: region.id })}
                aria-describedby={`${id}-instructions`}
                disabled={disabled}
                className={clsx(
                  'absolute rounded-sm border-2 transition-colors disabled:cursor-not-allowed',
                  isSelected
                    ? 'border-primary bg-primary/30'
                    : 'border-dashed border-control/70 bg-transparent hover:bg-primary/10',
                  focusRing,
                )}
                style={boxStyle(region)}
                onClick={() => toggle(region.id)}
              >
                {isSelected ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-0.5 left-0.5 rounded bg-primary px-1 text-xs font-bold text-primary-fg"
                  >
                    ✓
                  </span>
                ) : null}
              </button>
            );
          })}
          {box !== null ? <YourBox box={box} answering /> : null}
          <DrawingPreview box={preview} />
        </div>
      </HotspotCanvas>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange(responseForSelection(safeContent.regions, new Set()))}
          disabled={disabled || (selected.size === 0 && box === null)}
        >
          {t('hotspot.clearSelection')}
        </Button>
        <p aria-live="polite" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </div>
  );
}
