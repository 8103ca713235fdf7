/**
 * A Map that holds at most `capacity` entries: adding a new key to a full map first drops the
 * oldest inserted one. For the process-local caches (prepared statements, frozen questions, list
 * totals, analytics samples, text normalisation), which must never grow without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.capacity && !this.has(key)) {
      const oldest = this.keys().next();
      if (!oldest.done) {
        this.delete(oldest.value);
      }
    }
    return super.set(key, value);
  }
}
