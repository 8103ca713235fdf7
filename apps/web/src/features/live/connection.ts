import {
  LIVE_MESSAGE_MAX_BYTES,
  LiveServerMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@quizmaker/contracts';

/** Where the live protocol is served (docs/live.md): the page's own origin, ws or wss like the page. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/live`;
}

export type LiveConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface LiveConnectionOptions {
  /**
   * The first message of every socket, asked again on each reconnection: a host sends `host` each time; a
   * player sends `join` once and `rejoin` with its token after that, so a lost network keeps its score.
   */
  hello: () => LiveClientMessage | null;
  onMessage: (message: LiveServerMessage) => void;
  onStatus?: (status: LiveConnectionStatus) => void;
  url?: string;
  /** Delays before reconnection attempts; the last one repeats. */
  retryDelaysMs?: readonly number[];
  createSocket?: (url: string) => WebSocket;
}

const DEFAULT_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000] as const;

/** Messages after which the server will not take this player or host back: reconnecting would only repeat them. */
const FINAL_MESSAGES = new Set<LiveServerMessage['type']>(['removed', 'ended']);

/**
 * One live-protocol connection that survives a moment without network: when the socket closes without the
 * page asking for it, it opens a new one after a short delay and says hello again. Messages from the server
 * are checked against the contract's schema; one that does not parse is dropped (an older page talking to a
 * newer server keeps working on the messages it knows).
 */
export class LiveConnection {
  readonly #options: LiveConnectionOptions;
  #socket: WebSocket | null = null;
  #closedByUs = false;
  #final = false;
  #attempt = 0;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #status: LiveConnectionStatus = 'connecting';

  constructor(options: LiveConnectionOptions) {
    this.#options = options;
  }

  get status(): LiveConnectionStatus {
    return this.#status;
  }

  open(): void {
    this.#closedByUs = false;
    this.#connect();
  }

  /** Sends when the socket is open; returns false otherwise (the caller shows that the answer did not leave). */
  send(message: LiveClientMessage): boolean {
    const socket = this.#socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      return false;
    }
    const text = JSON.stringify(message);
    if (text.length > LIVE_MESSAGE_MAX_BYTES) {
      return false;
    }
    socket.send(text);
    return true;
  }

  close(): void {
    this.#closedByUs = true;
    if (this.#retryTimer !== null) {
      clearTimeout(this.#retryTimer);
      this.#retryTimer = null;
    }
    this.#socket?.close(1000);
    this.#socket = null;
    this.#setStatus('closed');
  }

  #setStatus(status: LiveConnectionStatus) {
    if (this.#status !== status) {
      this.#status = status;
      this.#options.onStatus?.(status);
    }
  }

  #connect() {
    const url = this.#options.url ?? liveSocketUrl();
    const socket = this.#options.createSocket ? this.#options.createSocket(url) : new WebSocket(url);
    this.#socket = socket;
    socket.addEventListener('open', () => {
      if (this.#socket !== socket) {
        return;
      }
      const hello = this.#options.hello();
      if (hello === null) {
        this.close();
        return;
      }
      this.#attempt = 0;
      socket.send(JSON.stringify(hello));
      this.#setStatus('open');
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (this.#socket !== socket || typeof event.data !== 'string') {
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const message = LiveServerMessageSchema.safeParse(parsed);
      if (!message.success) {
        return;
      }
      if (FINAL_MESSAGES.has(message.data.type)) {
        this.#final = true;
      }
      this.#options.onMessage(message.data);
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) {
        return;
      }
      this.#socket = null;
      if (this.#closedByUs || this.#final) {
        this.#setStatus('closed');
        return;
      }
      this.#setStatus('reconnecting');
      const delays = this.#options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
      const delay = delays[Math.min(this.#attempt, delays.length - 1)] ?? 1000;
      this.#attempt += 1;
      this.#retryTimer = setTimeout(() => {
        this.#retryTimer = null;
        if (!this.#closedByUs) {
          this.#connect();
        }
      }, delay);
    });
  }
}
