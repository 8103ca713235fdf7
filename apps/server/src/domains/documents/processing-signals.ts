/**
 * In-process news that a processing run of a document ended (processed, failed or thrown for a
 * retry): an upload waiting for its document wakes at once instead of polling. A run in another
 * process sends nothing here, so waiters also wake after a bounded interval and read the database.
 */
export class ProcessingSignals {
  readonly #waiters = new Map<string, Set<() => void>>();

  /** Resolves at the next end of a run of the document, or after `timeoutMs`, whichever is first. */
  next(documentId: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.#waiters.get(documentId) ?? new Set<() => void>();
      this.#waiters.set(documentId, waiters);
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        if (waiters.size === 0 && this.#waiters.get(documentId) === waiters) {
          this.#waiters.delete(documentId);
        }
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, timeoutMs));
      waiters.add(wake);
    });
  }

  /** Wakes everyone waiting for the document. */
  ended(documentId: string): void {
    for (const wake of [...(this.#waiters.get(documentId) ?? [])]) {
      wake();
    }
  }
}
