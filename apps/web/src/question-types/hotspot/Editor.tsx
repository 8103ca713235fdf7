import { CONTENT_MESSAGES, newHotspotRegion, type HotspotContent, type HotspotRegion } from '@quizmaker/question-types';
import { clsx } from 'clsx';
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { NumberInput } from '../../ui/index.ts';
import { AddButton, focusRing, Group, IconButton, rowKeys, TextInput, tickClasses } from '../common/controls.tsx';
import { describedBy, FieldErrors, Hint, LiveWarnings } from '../common/messages.tsx';
import { useFocusAfterRender } from '../common/use-focus-after-render.ts';
import { translateContentMessage, useQuestionTypesT } from '../i18n/index.ts';
import { listMessages, messagesAt, messagesUnder, otherMessages, uniqueMessages } from '../issues.ts';
import type { EditorProps } from '../types.ts';
import {
  arrowDelta,
  boxStyle,
  moveRegion,
  NUDGE_STEP,
  NUDGE_STEP_LARGE,
  resizeRegion,
  roundPercent,
  type PercentBox,
} from './geometry.ts';
import { DrawingPreview } from './DrawingPreview.tsx';
import { HotspotCanvas } from './HotspotCanvas.tsx';
import { useBoxDrawing } from './use-box-drawing.ts';

type Field = 'x' | 'y' | 'width' | 'height';

interface Drag {
  index: number;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  start: HotspotRegion;
  width: number;
  height: number;
}

/**
 * HOTSPOT authoring: the image URL, the image on the 600x400 canvas with each region as a box that
 * can be dragged (or resized by its corner) with the pointer, or moved with the arrow keys (Shift
 * for steps of 10, Alt to resize), and the same regions as number fields. A new region comes from
 * dragging across an empty part of the image (kept when both sides exceed 10 canvas pixels, in
 * percent clamped to the image, correct, the next id; focus then moves to its box) or from 'Add
 * region' (the keyboard's way). Warns 'No correct regions' while regions exist and none is correct.
 */
export function HotspotEditor({ content, onChange, errors, disabled }: EditorProps<HotspotContent>) {
  const t = useQuestionTypesT();
  const id = useId();
  const canvasRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  const keys = rowKeys(content.regions.map((region) => region.id));
  const focusLater = useFocusAfterRender();
  const boxId = (key: string | undefined) => `${id}-box-${key ?? ''}`;
  const addDrawnRegion = (box: PercentBox) => {
    const region = { ...newHotspotRegion(content), ...box };
    focusLater(boxId(String(region.id)));
    onChange({ ...content, regions: [...content.regions, region] });
  };
  const drawing = useBoxDrawing({ canvasRef, disabled: disabled ?? false, onDrawn: addDrawnRegion });
  const preview = drawing.preview;
  const urlErrors = uniqueMessages(messagesUnder(errors, ['imageUrl']), otherMessages(errors, ['imageUrl', 'regions']));
  const warnings: string[] =
    content.regions.length > 0 && !content.regions.some((region) => region.correct)
      ? [CONTENT_MESSAGES.noCorrectRegions]
      : [];
  const listErrors = listMessages(errors, 'regions', content.regions.length).filter(
    (message) => !warnings.includes(message),
  );

  const setRegion = (index: number, region: HotspotRegion) => {
    onChange({ ...content, regions: content.regions.map((entry, i) => (i === index ? region : entry)) });
  };
  // A window listener registered once: the effect event reads the latest content and onChange.
  const dragTo = useEffectEvent((event: globalThis.PointerEvent) => {
    const active = drag.current;
    if (active === null || active.width === 0 || active.height === 0) {
      return;
    }
    const dx = ((event.clientX - active.startX) / active.width) * 100;
    const dy = ((event.clientY - active.startY) / active.height) * 100;
    setRegion(
      active.index,
      active.mode === 'move' ? moveRegion(active.start, dx, dy) : resizeRegion(active.start, dx, dy),
    );
  });

  useEffect(() => {
    const onMove = (event: globalThis.PointerEvent) => {
      dragTo(event);
    };
    const onUp = () => {
      drag.current = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, []);

  const startDrag = (event: PointerEvent<HTMLElement>, index: number, mode: Drag['mode']) => {
    const region = content.regions[index];
    const rect = canvasRef.current?.getBoundingClientRect();
    if (disabled || region === undefined || rect === undefined || event.button !== 0) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    drag.current = {
      index,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      start: region,
      width: rect.width,
      height: rect.height,
    };
  };

  const onBoxKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = arrowDelta(event.key);
    const region = content.regions[index];
    if (delta === null || region === undefined || disabled) {
      return;
    }
    event.preventDefault();
    const step = event.shiftKey ? NUDGE_STEP_LARGE : NUDGE_STEP;
    const next = event.altKey
      ? resizeRegion(region, delta.dx * step, delta.dy * step)
      : moveRegion(region, delta.dx * step, delta.dy * step);
    setRegion(index, next);
  };

  const setField = (index: number, field: Field, value: number | undefined) => {
    const region = content.regions[index];
    if (region === undefined || value === undefined) {
      return;
    }
    setRegion(index, { ...region, [field]: roundPercent(value) });
  };

  const fieldError = (index: number, field: Field): string | undefined => {
    const messages = messagesAt(errors, ['regions', index, field]);
    return messages.length > 0 ? messages.map((message) => translateContentMessage(t, message)).join(' ') : undefined;
  };

  const fields: Array<{ field: Field; label: string; min: number }> = [
    { field: 'x', label: t('hotspot.regionX'), min: 0 },
    { field: 'y', label: t('hotspot.regionY'), min: 0 },
    { field: 'width', label: t('hotspot.regionWidth'), min: 1 },
    { field: 'height', label: t('hotspot.regionHeight'), min: 1 },
  ];

  return (
    <div className="space-y-4">
      <div>
        <TextInput
          id={`${id}-url`}
          type="url"
          label={t('hotspot.imageUrl')}
          value={content.imageUrl}
          aria-required
          disabled={disabled}
          invalid={urlErrors.length > 0}
          aria-describedby={describedBy(urlErrors.length > 0 && `${id}-url-errors`)}
          onChange={(event) => onChange({ ...content, imageUrl: event.target.value })}
        />
        <FieldErrors id={`${id}-url-errors`} messages={urlErrors} />
      </div>

      <div role="group" aria-label={t('hotspot.canvasLabel')} aria-describedby={`${id}-draw ${id}-keys`}>
        <HotspotCanvas imageUrl={content.imageUrl} canvasRef={canvasRef} emptyText={t('hotspot.noImage')}>
          <div
            data-drawing-surface
            aria-hidden="true"
            className={clsx('absolute inset-0 touch-none', disabled ? 'cursor-not-allowed' : 'cursor-crosshair')}
            onPointerDown={drawing.onPointerDown}
          />
          {content.regions.map((region, index) => (
            <button
              key={keys[index]}
              id={boxId(keys[index])}
              type="button"
              disabled={disabled}
              aria-describedby={`${id}-keys`}
              aria-label={t('hotspot.boxLabel', {
                id: region.id,
                x: region.x,
                y: region.y,
                width: region.width,
                height: region.height,
              })}
              className={clsx(
                'absolute cursor-move touch-none rounded-sm border-2 text-left text-xs font-semibold',
                region.correct
                  ? 'border-success bg-success/20 text-success-soft-fg'
                  : 'border-dashed border-danger bg-danger/10 text-danger-soft-fg',
                focusRing,
              )}
              style={boxStyle(region)}
              onPointerDown={(event) => startDrag(event, index, 'move')}
              onKeyDown={(event) => onBoxKeyDown(event, index)}
            >
              <span aria-hidden="true" className="m-0.5 inline-block rounded bg-surface/90 px-1">
                {region.id}
                {region.correct ? ' ✓' : ''}
              </span>
              <span
                aria-hidden="true"
                data-resize-handle
                className="absolute right-0 bottom-0 h-3 w-3 translate-x-1/2 translate-y-1/2 cursor-se-resize rounded-full border-2 border-surface bg-fg"
                onPointerDown={(event) => startDrag(event, index, 'resize')}
              />
            </button>
          ))}
          <DrawingPreview box={preview} />
        </HotspotCanvas>
        <Hint id={`${id}-draw`}>{t('hotspot.drawHelp')}</Hint>
        <Hint id={`${id}-keys`}>{t('hotspot.keyboardHelp')}</Hint>
      </div>

      <Group
        legend={t('hotspot.regionsLegend')}
        describedBy={describedBy(`${id}-warnings`, listErrors.length > 0 && `${id}-region-errors`)}
        disabled={disabled}
      >
        {content.regions.length > 0 ? (
          <ul className="space-y-3">
            {content.regions.map((region, index) => {
              const otherRowErrors = messagesUnder(errors, ['regions', index]).filter(
                (message) =>
                  !fields.some(({ field }) => messagesAt(errors, ['regions', index, field]).includes(message)),
              );
              return (
                <li key={keys[index]} className="rounded-lg border border-border p-3">
                  <fieldset className="min-w-0">
                    <legend className="text-sm font-semibold">{t('hotspot.region', { id: region.id })}</legend>
                    <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
                      {fields.map(({ field, label, min }) => (
                        <NumberInput
                          key={field}
                          label={
                            <>
                              <span className="sr-only">{t('hotspot.region', { id: region.id })}</span> {label}
                            </>
                          }
                          value={region[field]}
                          min={min}
                          max={100}
                          step={1}
                          error={fieldError(index, field)}
                          isDisabled={disabled}
                          onChange={(value) => setField(index, field, value)}
                        />
                      ))}
                    </div>
                    <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                      <label className="inline-flex cursor-pointer items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className={tickClasses}
                          checked={region.correct}
                          aria-label={t('hotspot.regionCorrect', { id: region.id })}
                          onChange={(event) => setRegion(index, { ...region, correct: event.target.checked })}
                        />
                        <span aria-hidden="true">{t('hotspot.correctShort')}</span>
                      </label>
                      <IconButton
                        label={t('hotspot.removeRegion', { id: region.id })}
                        symbol="✕"
                        disabled={disabled}
                        onClick={() => onChange({ ...content, regions: content.regions.filter((_, i) => i !== index) })}
                      />
                    </div>
                    <FieldErrors id={`${id}-region-${index}-errors`} messages={otherRowErrors} />
                  </fieldset>
                </li>
              );
            })}
          </ul>
        ) : null}
        <FieldErrors id={`${id}-region-errors`} messages={listErrors} />
        <LiveWarnings id={`${id}-warnings`} messages={warnings} />
        <AddButton
          disabled={disabled}
          onClick={() => onChange({ ...content, regions: [...content.regions, newHotspotRegion(content)] })}
        >
          {t('hotspot.addRegion')}
        </AddButton>
      </Group>
    </div>
  );
}
