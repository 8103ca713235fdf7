import type { HotspotResponse, HotspotSafeContent } from '@quizmaker/question-types';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPlayer } from '../test-support/harness.tsx';
import { layOutCanvas } from '../../test-support/layout.ts';
import { HotspotPlayer } from './Player.tsx';
import { HotspotReview } from './Review.tsx';

const safeContent: HotspotSafeContent = {
  imageUrl: 'https://example.com/heart.png',
  regions: [
    { id: 1, x: 0, y: 0, width: 20, height: 20 },
    { id: 2, x: 40, y: 40, width: 20, height: 20 },
    { id: 3, x: 70, y: 10, width: 20, height: 20 },
  ],
};

describe('HotspotPlayer', () => {
  it('toggles regions: {regionId} for one, {selectedRegionIds} in region order for several', async () => {
    const { user, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent);
    await user.click(screen.getByRole('button', { name: 'Region 3' }));
    expect(lastResponse()).toEqual({ regionId: 3 });
    expect(screen.getByRole('button', { name: 'Region 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Region 2' }));
    expect(lastResponse()).toEqual({ selectedRegionIds: [2, 3] });
    expect(screen.getByText('2 region(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Region 3' }));
    expect(lastResponse()).toEqual({ regionId: 2 });
    expect(screen.getByRole('button', { name: 'Region 3' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("'Clear Selection' empties the selection", async () => {
    const { user, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent, {
      response: { selectedRegionIds: [1, 2] },
    });
    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(lastResponse()).toEqual({ selectedRegionIds: [] });
    expect(screen.getByRole('button', { name: 'Clear Selection' })).toBeDisabled();
  });

  it('is operable with the keyboard: Tab to a region, Enter or Space toggles it', async () => {
    const { user, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Region 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(lastResponse()).toEqual({ regionId: 1 });
    await user.tab();
    await user.keyboard(' ');
    expect(lastResponse()).toEqual({ selectedRegionIds: [1, 2] });
  });

  it("shows 'Image not available' for a broken image and keeps the regions usable", async () => {
    const { user, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent);
    fireEvent.error(screen.getByRole('img', { name: 'Question image' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Region 2' }));
    expect(lastResponse()).toEqual({ regionId: 2 });
  });

  it('draws a region that runs past the image edge by its part inside the image', () => {
    const pastEdges: HotspotSafeContent = {
      imageUrl: safeContent.imageUrl,
      regions: [{ id: 1, x: 50, y: 50, width: 100, height: 100 }],
    };
    renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, pastEdges);
    expect(screen.getByRole('button', { name: 'Region 1' })).toHaveStyle({
      left: '50%',
      top: '50%',
      width: '50%',
      height: '50%',
    });
  });

  it('is read-only when disabled', () => {
    renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent, {
      disabled: true,
      response: { regionId: 2 },
    });
    expect(screen.getByRole('button', { name: 'Region 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Region 2' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('HotspotPlayer canvas: drawing a box', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const surfaceOf = (container: HTMLElement) => container.querySelector('[data-drawing-surface]') as HTMLElement;
  const drag = (from: HTMLElement, start: [number, number], end: [number, number]) => {
    fireEvent.pointerDown(from, { button: 0, clientX: start[0], clientY: start[1] });
    fireEvent.pointerMove(window, { clientX: end[0], clientY: end[1] });
    fireEvent.pointerUp(window, { clientX: end[0], clientY: end[1] });
  };

  it('stores a dragged box in percent as {x, y, width, height}, replacing the region selection', () => {
    layOutCanvas();
    const { container, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent, {
      response: { regionId: 1 },
    });
    expect(
      screen.getByText(
        'Click a region to select or deselect it, or drag across the image to draw a box around the area (more than 10 pixels each way).',
      ),
    ).toBeInTheDocument();
    drag(surfaceOf(container), [60, 40], [240, 200]);
    expect(lastResponse()).toEqual({ x: 10, y: 10, width: 30, height: 40 });
    expect(screen.getByText('Box drawn: x 10, y 10, width 30, height 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Region 1' })).toHaveAttribute('aria-pressed', 'false');
    const box = container.querySelector('[data-drawn-box]') as HTMLElement;
    expect(box).toHaveStyle({ left: '10%', top: '10%', width: '30%', height: '40%' });
    expect(box).toHaveTextContent('Your box');
  });

  it('keeps a box only when both sides exceed 10 pixels', () => {
    layOutCanvas();
    const { container, changes, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(
      HotspotPlayer,
      safeContent,
    );
    drag(surfaceOf(container), [100, 100], [110, 200]);
    drag(surfaceOf(container), [100, 100], [200, 110]);
    drag(surfaceOf(container), [100, 100], [110, 110]);
    expect(changes).not.toHaveBeenCalled();
    expect(screen.getByText('0 region(s) selected')).toBeInTheDocument();
    drag(surfaceOf(container), [100, 100], [111, 111]);
    expect(lastResponse()).toEqual({ x: 16.67, y: 25, width: 1.83, height: 2.75 });
  });

  it('shows the box while dragging, dashed until it is big enough', () => {
    layOutCanvas();
    const { container } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent);
    fireEvent.pointerDown(surfaceOf(container), { button: 0, clientX: 60, clientY: 40 });
    fireEvent.pointerMove(window, { clientX: 66, clientY: 44 });
    const preview = () => container.querySelector('[data-drawing-preview]') as HTMLElement;
    expect(preview()).toHaveClass('border-dashed');
    fireEvent.pointerMove(window, { clientX: 240, clientY: 200 });
    expect(preview()).not.toHaveClass('border-dashed');
    expect(preview()).toHaveStyle({ left: '10%', top: '10%', width: '30%', height: '40%' });
    fireEvent.pointerUp(window);
    expect(container.querySelector('[data-drawing-preview]')).toBeNull();
  });

  it('draws in any direction and clips the box to the image when the drag leaves it', () => {
    layOutCanvas();
    const { container, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent);
    drag(surfaceOf(container), [540, 360], [700, -50]);
    expect(lastResponse()).toEqual({ x: 90, y: 0, width: 10, height: 90 });
  });

  it('counts the 10 pixels on the 600x400 canvas when the canvas is shown at half size', () => {
    layOutCanvas(300, 200);
    const { container, changes, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(
      HotspotPlayer,
      safeContent,
    );
    drag(surfaceOf(container), [30, 20], [35, 40]);
    expect(changes).not.toHaveBeenCalled();
    drag(surfaceOf(container), [30, 20], [36, 40]);
    expect(lastResponse()).toEqual({ x: 10, y: 10, width: 2, height: 10 });
  });

  it('a drag that ends on a region does not toggle it; a click on a region after a box starts a new selection', async () => {
    layOutCanvas();
    const { container, lastResponse, user } = renderPlayer<HotspotSafeContent, HotspotResponse>(
      HotspotPlayer,
      safeContent,
    );
    const region2 = screen.getByRole('button', { name: 'Region 2' });
    drag(region2, [250, 170], [330, 230]);
    fireEvent.click(region2);
    expect(lastResponse()).toEqual({ x: 41.67, y: 42.5, width: 13.33, height: 15 });
    expect(region2).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Region 3' }));
    expect(lastResponse()).toEqual({ regionId: 3 });
    expect(container.querySelector('[data-drawn-box]')).toBeNull();
  });

  it("'Clear Selection' removes a drawn box", async () => {
    const { user, lastResponse, container } = renderPlayer<HotspotSafeContent, HotspotResponse>(
      HotspotPlayer,
      safeContent,
      {
        response: { x: 10, y: 10, width: 30, height: 40 },
      },
    );
    expect(screen.getByText('Box drawn: x 10, y 10, width 30, height 40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(lastResponse()).toEqual({ selectedRegionIds: [] });
    expect(container.querySelector('[data-drawn-box]')).toBeNull();
    expect(screen.getByText('0 region(s) selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Selection' })).toBeDisabled();
  });

  it('draws on a broken image too, under its "Image not available" notice', () => {
    layOutCanvas();
    const { container, lastResponse } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent);
    fireEvent.error(screen.getByRole('img', { name: 'Question image' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Image not available');
    drag(surfaceOf(container), [60, 40], [240, 200]);
    expect(lastResponse()).toEqual({ x: 10, y: 10, width: 30, height: 40 });
  });

  it('draws nothing when disabled', () => {
    layOutCanvas();
    const { container, changes } = renderPlayer<HotspotSafeContent, HotspotResponse>(HotspotPlayer, safeContent, {
      disabled: true,
    });
    drag(surfaceOf(container), [60, 40], [240, 200]);
    expect(changes).not.toHaveBeenCalled();
    expect(container.querySelector('[data-drawing-preview]')).toBeNull();
  });
});

describe('HotspotReview', () => {
  it('labels per region what was selected and what is correct, in words', () => {
    render(
      <HotspotReview
        safeContent={safeContent}
        response={{ selectedRegionIds: [1, 2] }}
        correctAnswer={{ regionId: 2 }}
        isCorrect={false}
        score={0}
        explanation="The left ventricle."
      />,
    );
    const row = (id: number) => within(screen.getByText(`Region ${id}`).closest('li') as HTMLElement);
    expect(row(1).getByText('Selected by you')).toBeInTheDocument();
    expect(row(1).queryByText('Correct region')).not.toBeInTheDocument();
    expect(row(1).getByText('wrong')).toBeInTheDocument();
    expect(row(2).getByText('Selected by you')).toBeInTheDocument();
    expect(row(2).getByText('Correct region')).toBeInTheDocument();
    expect(row(2).getByText('right')).toBeInTheDocument();
    expect(row(3).queryByText(/right|wrong|Selected/)).not.toBeInTheDocument();
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('The left ventricle.')).toBeInTheDocument();
  });

  it('shows a drawn box response with its verdict', () => {
    render(
      <HotspotReview
        safeContent={safeContent}
        response={{ x: 41, y: 41, width: 18, height: 18 }}
        correctAnswer={{ regionId: 2 }}
        isCorrect
        score={1}
      />,
    );
    const row = within(screen.getByText('Your box', { selector: 'li span' }).closest('li') as HTMLElement);
    expect(row.getByText('x 41, y 41, width 18, height 18')).toBeInTheDocument();
    expect(row.getByText('right')).toBeInTheDocument();
  });
});
