import { isMediaStorePath } from '@quizmaker/contracts';

/**
 * Where question images may come from (IMAGES_FROM_OWN_STORE_ONLY). An image on another host tells
 * that host who looks at the question, and when; our own store is a media path on the API's origin
 * (how uploads and the demo name their images), or such a path on PUBLIC_URL (older absolute URLs).
 */
export class ImageSources {
  readonly #ownStoreOnly: boolean;
  readonly #publicOrigin: string;

  constructor(options: { ownStoreOnly: boolean; publicUrl: string }) {
    this.#ownStoreOnly = options.ownStoreOnly;
    this.#publicOrigin = new URL(options.publicUrl).origin;
  }

  /** Whether a question may show the image at `url` (its form is the type's own check). */
  allows(url: string): boolean {
    if (!this.#ownStoreOnly || isMediaStorePath(url)) {
      return true;
    }
    try {
      const parsed = new URL(url);
      return parsed.origin === this.#publicOrigin && isMediaStorePath(parsed.pathname);
    } catch {
      return false;
    }
  }
}
