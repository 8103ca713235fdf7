import { WebSocket } from 'ws';

/**
 * The load side of the live-session scenario: WebSockets of the live protocol (`GET /api/v1/live`,
 * docs/live.md) held by the benchmark process. A thousand of them share this process, so a message
 * is read only as far as the scenario needs it: its type and the few fields it measures, and the
 * host's `players` lists (up to a thousand names each, one per join) are not parsed at all.
 */

/** A server message as the scenario reads it: the type, and the fields it looks at. */
export interface LiveMessage {
  type: string;
  questionIndex?: number;
  answered?: number;
  message?: string;
  question?: { index: number; type: string; safeContent: unknown };
  you?: { answered: boolean; correct: boolean; points: number; score: number; rank: number };
}

const PLAYER_JOINED_PREFIX = '{"type":"playerJoined"';
/** A socket the server has not upgraded by then is an error of the run, not a wait without end. */
const OPEN_TIMEOUT_MS = 30_000;

export class LiveSocket {
  #handler: (message: LiveMessage, at: number) => void = () => undefined;
  /** `playerJoined` messages received (counted, not parsed). */
  playersMessages = 0;
  /** Bytes of the `playerJoined` messages: the host's share of every join. */
  playersBytes = 0;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const at = performance.now();
      const text = data.toString('utf8');
      if (text.startsWith(PLAYER_JOINED_PREFIX)) {
        this.playersMessages += 1;
        this.playersBytes += data.length;
        return;
      }
      this.#handler(JSON.parse(text) as LiveMessage, at);
    });
  }

  /** Opens a socket to the live endpoint of the server at `origin` (http://host:port). */
  static async open(origin: string): Promise<LiveSocket> {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/v1/live`, { perMessageDeflate: false });
    const live = new LiveSocket(socket);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`live socket not open after ${OPEN_TIMEOUT_MS} ms`));
      }, OPEN_TIMEOUT_MS);
      socket.once('close', () => clearTimeout(timer));
      socket.once('open', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`live socket refused: HTTP ${response.statusCode ?? '?'}`)),
      );
    });
    return live;
  }

  /** Every message from now on goes to `handler`, with the moment it was read (performance.now()). */
  onMessage(handler: (message: LiveMessage, at: number) => void): void {
    this.#handler = handler;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  /** The first message of `type` (or an error message, which rejects), within `timeoutMs`. */
  next(type: string, timeoutMs: number): Promise<{ message: LiveMessage; at: number }> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${timeoutMs} ms`)), timeoutMs);
      this.onMessage((message, at) => {
        if (message.type === type) {
          clearTimeout(timer);
          resolve({ message, at });
        } else if (message.type === 'error') {
          clearTimeout(timer);
          reject(new Error(`refused: ${message.message ?? '?'}`));
        }
      });
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Runs `task(i)` for i in 0..count-1 with at most `concurrency` in progress. */
export async function withConcurrency(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < count) {
      const index = nextIndex;
      nextIndex += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
