import { LiveServerMessageSchema, type LiveServerMessage } from '@quizmaker/contracts';
import { WebSocket } from 'ws';

type MessageOf<T extends LiveServerMessage['type']> = Extract<LiveServerMessage, { type: T }>;

/** How long a test waits for a message before failing with what did arrive. */
const WAIT_MS = 3000;

/**
 * A client of the live protocol over a real socket (`app.injectWS` has no client address, which the
 * server's per-address limits need): every server message is checked against the
 * contract and queued; `next(type)` takes the first unread message of that type (waiting if needed).
 */
export class LiveClient {
  readonly #unread: LiveServerMessage[] = [];
  readonly #raw: string[] = [];
  #wake: (() => void) | undefined;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      this.#raw.push(text);
      this.#unread.push(LiveServerMessageSchema.parse(JSON.parse(text)));
      this.#wake?.();
    });
  }

  /**
   * Connects to `/api/v1/live` of a server listening at `origin` (http://host:port); `answerPings: false`
   * plays a peer that has gone away without closing (a phone that lost its network).
   */
  static async open(origin: string, { answerPings = true } = {}): Promise<LiveClient> {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/v1/live`, { autoPong: answerPings });
    const client = new LiveClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Every message received so far, as the JSON text the server sent. */
  get rawMessages(): readonly string[] {
    return this.#raw;
  }

  /** Unread messages of a type, taken from the queue. */
  drain<T extends LiveServerMessage['type']>(type: T): Array<MessageOf<T>> {
    const taken = this.#unread.filter((message): message is MessageOf<T> => message.type === type);
    for (const message of taken) {
      this.#unread.splice(this.#unread.indexOf(message), 1);
    }
    return taken;
  }

  /** The first unread message of `type`, waiting up to `waitMs` (longer for a real deadline in another process). */
  async next<T extends LiveServerMessage['type']>(type: T, waitMs = WAIT_MS): Promise<MessageOf<T>> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const index = this.#unread.findIndex((message) => message.type === type);
      if (index >= 0) {
        return this.#unread.splice(index, 1)[0] as MessageOf<T>;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`No "${type}" message; unread: ${JSON.stringify(this.#unread)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Sends a message and returns the error the server answers with. */
  async refused(message: unknown): Promise<string> {
    this.send(message);
    return (await this.next('error')).message;
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Resolves when the server has closed the socket (or it was dropped). */
  closed(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  /** The close code the socket ended with (waits for the close). */
  closeCode(): Promise<number> {
    return new Promise((resolve) => this.socket.once('close', (code: number) => resolve(code)));
  }

  close(): void {
    this.socket.terminate();
  }
}
