import { getQuestionType, hotspotPlugin } from '@quizmaker/question-types';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from '../test-support/harness.tsx';
import { layOutCanvas } from '../../test-support/layout.ts';
import { HotspotEditor } from './Editor.tsx';

const withRegion = (region: { x: number; y: number; width: number; height: number; correct?: boolean }) => ({
  imageUrl: 'https://example.com/map.png',
  regions: [{ id: 1, correct: true, ...region }],
});

describe('HotspotEditor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds a region at x 50, y 50, 50x50, correct (api.md decision 6), as a box and as number fields', async () => {
    const { user, lastContent } = renderEditor(HotspotEditor, hotspotPlugin.defaultContent());
    await user.type(screen.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/map.png');
    await user.click(screen.getByRole('button', { name: 'Add region' }));
    expect(lastContent()).toEqual({
      imageUrl: 'https://example.com/map.png',
      regions: [{ id: 1, x: 50, y: 50, width: 50, height: 50, correct: true }],
    });
    expect(screen.getByRole('button', { name: 'Region 1: x 50, y 50, width 50, height 50' })).toBeInTheDocument();
    const fields = within(screen.getByRole('group', { name: 'Region 1' }));
    expect(fields.getByRole('textbox', { name: 'Region 1 x (%)' })).toHaveValue('50');
    expect(fields.getByRole('checkbox', { name: 'Region 1 is correct' })).toBeChecked();
    expect(getQuestionType('HOTSPOT').validateContent(lastContent()).success).toBe(true);
  });

  it("warns 'No correct regions' while regions exist and none is correct", async () => {
    const { user } = renderEditor(HotspotEditor, withRegion({ x: 10, y: 10, width: 20, height: 20 }));
    expect(screen.queryByText('No correct regions')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Region 1 is correct' }));
    expect(screen.getByText('No correct regions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add region' }));
    expect(screen.queryByText('No correct regions')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove region 2' }));
    expect(screen.getByText('No correct regions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove region 1' }));
    expect(screen.queryByText('No correct regions')).not.toBeInTheDocument();
  });

  it('nudges a focused box with the arrow keys (Shift: 10), resizes with Alt, and keeps it inside the image', async () => {
    const { user, lastContent } = renderEditor(HotspotEditor, withRegion({ x: 10, y: 10, width: 20, height: 20 }));
    const box = screen.getByRole('button', { name: /^Region 1:/ });
    expect(box).toHaveAccessibleDescription(/arrow keys to move it/);
    box.focus();
    await user.keyboard('{ArrowRight}');
    expect(lastContent()?.regions[0]).toMatchObject({ x: 11, y: 10, width: 20, height: 20 });
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(lastContent()?.regions[0]).toMatchObject({ x: 11, y: 20 });
    await user.keyboard('{Alt>}{ArrowRight}{ArrowDown}{/Alt}');
    expect(lastContent()?.regions[0]).toMatchObject({ x: 11, y: 20, width: 21, height: 21 });
    await user.keyboard(
      '{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}',
    );
    expect(lastContent()?.regions[0]).toMatchObject({ x: 79, width: 21 });
    await user.keyboard('{Alt>}{Shift>}{ArrowRight}{/Shift}{/Alt}');
    expect(lastContent()?.regions[0]).toMatchObject({ x: 79, width: 21 });
    await user.keyboard(
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}',
    );
    expect(lastContent()?.regions[0]).toMatchObject({ x: 0 });
    expect(screen.getByRole('button', { name: 'Region 1: x 0, y 20, width 21, height 21' })).toHaveFocus();
  });

  it('drags a box with the pointer on the 600x400 canvas, and resizes it by its corner', () => {
    const { lastContent, container } = renderEditor(HotspotEditor, withRegion({ x: 10, y: 10, width: 20, height: 20 }));
    layOutCanvas();
    const box = screen.getByRole('button', { name: /^Region 1:/ });
    fireEvent.pointerDown(box, { button: 0, clientX: 100, clientY: 60 });
    fireEvent.pointerMove(window, { clientX: 160, clientY: 100 });
    fireEvent.pointerUp(window);
    expect(lastContent()?.regions[0]).toMatchObject({ x: 20, y: 20, width: 20, height: 20 });
    fireEvent.pointerMove(window, { clientX: 400, clientY: 300 });
    expect(lastContent()?.regions[0]).toMatchObject({ x: 20, y: 20 });
    const handle = container.querySelector('[data-resize-handle]') as HTMLElement;
    fireEvent.pointerDown(handle, { button: 0, clientX: 240, clientY: 160 });
    fireEvent.pointerMove(window, { clientX: 270, clientY: 140 });
    fireEvent.pointerUp(window);
    expect(lastContent()?.regions[0]).toMatchObject({ x: 20, y: 20, width: 25, height: 15 });
  });

  describe('drawing a new region with the pointer', () => {
    const drag = (from: HTMLElement, start: [number, number], end: [number, number]) => {
      fireEvent.pointerDown(from, { button: 0, clientX: start[0], clientY: start[1] });
      fireEvent.pointerMove(window, { clientX: end[0], clientY: end[1] });
      fireEvent.pointerUp(window, { clientX: end[0], clientY: end[1] });
    };
    const surfaceOf = (container: HTMLElement) => container.querySelector('[data-drawing-surface]') as HTMLElement;

    it('adds the dragged box as a correct region with the next id, in percent, and focuses it', () => {
      layOutCanvas();
      const { container, lastContent } = renderEditor(
        HotspotEditor,
        withRegion({ x: 10, y: 10, width: 20, height: 20 }),
      );
      expect(screen.getByRole('group', { name: 'Regions on the image' })).toHaveAccessibleDescription(
        'Drag across an empty part of the image to draw a new region, or use Add region. Focus a region on the image and use the arrow keys to move it (Shift moves by 10). Hold Alt with the arrow keys to resize it.',
      );
      drag(surfaceOf(container), [420, 300], [300, 200]);
      expect(lastContent()?.regions).toEqual([
        { id: 1, x: 10, y: 10, width: 20, height: 20, correct: true },
        { id: 2, x: 50, y: 50, width: 20, height: 25, correct: true },
      ]);
      expect(screen.getByRole('button', { name: 'Region 2: x 50, y 50, width 20, height 25' })).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Region 2 Height (%)' })).toHaveValue('25');
      expect(getQuestionType('HOTSPOT').validateContent(lastContent()).success).toBe(true);
    });

    it('clamps a drag that leaves the image to 0-100, and keeps the edges inside after rounding', () => {
      layOutCanvas();
      const { container, lastContent } = renderEditor(
        HotspotEditor,
        withRegion({ x: 10, y: 10, width: 20, height: 20 }),
      );
      drag(surfaceOf(container), [500, 300], [900, 700]);
      expect(lastContent()?.regions[1]).toEqual({ id: 2, x: 83.33, y: 75, width: 16.67, height: 25, correct: true });
      drag(surfaceOf(container), [50, 30], [-40, -90]);
      expect(lastContent()?.regions[2]).toEqual({ id: 3, x: 0, y: 0, width: 8.33, height: 7.5, correct: true });
      expect(getQuestionType('HOTSPOT').validateContent(lastContent()).success).toBe(true);
    });

    it('ignores a click and a drag of 10 pixels or less (the smallest region drawn is over 1% each way)', () => {
      layOutCanvas();
      const { container, changes, lastContent } = renderEditor(
        HotspotEditor,
        withRegion({ x: 10, y: 10, width: 20, height: 20 }),
      );
      fireEvent.pointerDown(surfaceOf(container), { button: 0, clientX: 300, clientY: 200 });
      fireEvent.pointerUp(window, { clientX: 300, clientY: 200 });
      drag(surfaceOf(container), [300, 200], [310, 300]);
      drag(surfaceOf(container), [300, 200], [400, 210]);
      expect(changes).not.toHaveBeenCalled();
      drag(surfaceOf(container), [300, 200], [311, 211]);
      expect(lastContent()?.regions[1]).toEqual({ id: 2, x: 50, y: 50, width: 1.83, height: 2.75, correct: true });
    });

    it('moves an existing box rather than drawing when the drag starts on it', () => {
      layOutCanvas();
      const { lastContent } = renderEditor(HotspotEditor, withRegion({ x: 10, y: 10, width: 20, height: 20 }));
      drag(screen.getByRole('button', { name: /^Region 1:/ }), [100, 60], [160, 100]);
      expect(lastContent()?.regions).toEqual([{ id: 1, x: 20, y: 20, width: 20, height: 20, correct: true }]);
    });

    it('draws nothing while disabled; Add region stays the keyboard way to add one', () => {
      layOutCanvas();
      const { container, changes } = renderEditor(HotspotEditor, withRegion({ x: 10, y: 10, width: 20, height: 20 }), {
        disabled: true,
      });
      drag(surfaceOf(container), [300, 200], [420, 300]);
      expect(changes).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Add region' })).toBeDisabled();
    });
  });

  it('edits a region through its number fields', async () => {
    const { user, lastContent } = renderEditor(HotspotEditor, withRegion({ x: 10, y: 10, width: 20, height: 20 }));
    const x = screen.getByRole('textbox', { name: 'Region 1 x (%)' });
    await user.clear(x);
    await user.type(x, '35');
    await user.tab();
    expect(lastContent()?.regions[0]).toMatchObject({ x: 35 });
  });

  it("shows 'Image URL required' and 'At least one region required' from the schema", () => {
    const check = getQuestionType('HOTSPOT').validateContent(hotspotPlugin.defaultContent());
    renderEditor(HotspotEditor, hotspotPlugin.defaultContent(), { errors: check.success ? [] : check.issues });
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveAccessibleDescription('Image URL required');
    expect(
      within(screen.getByRole('group', { name: 'Regions' })).getByText('At least one region required'),
    ).toBeInTheDocument();
  });

  it('shows a region field error next to its field', () => {
    const content = withRegion({ x: 60, y: 10, width: 101, height: 20 });
    const check = getQuestionType('HOTSPOT').validateContent(content);
    renderEditor(HotspotEditor, content, { errors: check.success ? [] : check.issues });
    const width = screen.getByRole('textbox', { name: 'Region 1 Width (%)' });
    expect(width).toHaveAccessibleDescription('Width must be between 1 and 100');
  });

  it("accepts the reference editor's new region (x 50, y 50, 100x100) and draws its part inside the image", () => {
    const content = withRegion({ x: 50, y: 50, width: 100, height: 100 });
    const check = getQuestionType('HOTSPOT').validateContent(content);
    expect(check.success).toBe(true);
    renderEditor(HotspotEditor, content);
    expect(screen.getByRole('button', { name: /^Region 1:/ })).toHaveStyle({
      left: '50%',
      top: '50%',
      width: '50%',
      height: '50%',
    });
  });

  it("shows 'Image not available' when the image fails to load", () => {
    renderEditor(HotspotEditor, withRegion({ x: 10, y: 10, width: 20, height: 20 }));
    fireEvent.error(screen.getByRole('img', { name: 'Question image' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Region 1:/ })).toBeInTheDocument();
  });
});
