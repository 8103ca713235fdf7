import type { Clock } from '../clock.ts';

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  #now: Date;
  constructor(start = new Date('2026-01-01T00:00:00.000Z')) {
    this.#now = new Date(start);
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(milliseconds: number): void {
    this.#now = new Date(this.#now.getTime() + milliseconds);
  }
}
