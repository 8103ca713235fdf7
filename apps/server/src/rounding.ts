/** How figures go on the wire (api.md "Attempts" and "Results"), for every domain that reports them. */

/** Percentages go on the wire with one decimal. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Fractions (correctRate, item indices) go on the wire with four decimals. */
export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
