/** The value at a dotted key of a nested catalogue (`'choice.addOption'`), or undefined where there is none. */
export const valueAt = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      catalogue,
    );
