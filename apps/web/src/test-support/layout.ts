import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom lays nothing out (every rectangle is zero): these give elements the places a test needs. */
function rectangle(left: number, top: number, width: number, height: number): DOMRect {
  return { x: left, y: top, top, left, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) };
}

/** Every element measured as one box at (0, 0) of the given size: the canvas a pointer draws on. */
export function layOutCanvas(width = 600, height = 400) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rectangle(0, 0, width, height));
}

/**
 * Each sortable row (`li[data-item-id]`) one below the other, `pitch` pixels apart, so dnd-kit's sensors can find
 * its neighbours; anything outside a row stays zero.
 */
export function layOutSortableRows({ pitch, height, width }: { pitch: number; height: number; width: number }) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li[data-item-id]');
    const index = row ? Array.from(document.querySelectorAll('li[data-item-id]')).indexOf(row) : -1;
    return index < 0 ? rectangle(0, 0, 0, 0) : rectangle(0, index * pitch, width, height);
  });
}

/** Lets dnd-kit finish picking up, moving or dropping: it measures and announces in a timer. */
export function settleDrag() {
  return act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
