/** A translation of the English catalogue: the same shape, every entry optional (missing ones fall back to English). */
export type Catalogue<T> = { [K in keyof T]?: T[K] extends string ? string : Catalogue<T[K]> };

/** Same keys as English, every text required: the compiler flags a key English gains and Spanish lacks. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every key of a nested catalogue as a dotted path. */
export function flattenKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, entry]) =>
    typeof entry === 'string' ? [`${prefix}${key}`] : flattenKeys(entry as object, `${prefix}${key}.`),
  );
}
