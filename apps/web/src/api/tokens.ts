import type { TokenPair } from '@quizmaker/contracts';

const ACCESS_KEY = 'qm-access-token';
const REFRESH_KEY = 'qm-refresh-token';

/** Where the two tokens live: local storage, or this page's memory when storage is unavailable (spec 1 section 3). */
class TokenStore {
  readonly #memory = new Map<string, string>();

  #read(key: string): string | null {
    try {
      const value = window.localStorage.getItem(key);
      if (value !== null) {
        return value;
      }
    } catch {
      // fall through to memory
    }
    return this.#memory.get(key) ?? null;
  }

  #write(key: string, value: string | null) {
    if (value === null) {
      this.#memory.delete(key);
    } else {
      this.#memory.set(key, value);
    }
    try {
      if (value === null) {
        window.localStorage.removeItem(key);
      } else {
        window.localStorage.setItem(key, value);
        this.#memory.delete(key);
      }
    } catch {
      // memory keeps it
    }
  }

  accessToken(): string | null {
    return this.#read(ACCESS_KEY);
  }

  refreshToken(): string | null {
    return this.#read(REFRESH_KEY);
  }

  hasSession(): boolean {
    return this.accessToken() !== null || this.refreshToken() !== null;
  }

  set(pair: Pick<TokenPair, 'accessToken' | 'refreshToken'>) {
    this.#write(ACCESS_KEY, pair.accessToken);
    this.#write(REFRESH_KEY, pair.refreshToken);
  }

  clear() {
    this.#write(ACCESS_KEY, null);
    this.#write(REFRESH_KEY, null);
  }
}

export const tokens = new TokenStore();
