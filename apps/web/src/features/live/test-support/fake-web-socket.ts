import type { LiveClientMessage, LiveServerMessage } from '@quizmaker/contracts';
import { vi } from 'vitest';

/**
 * A stand-in for the browser's WebSocket that a test drives as the live server: it opens, delivers
 * messages and drops when told to, and records what the page sent. `install()` puts it in place of
 * the global, so the page's real LiveConnection talks to it; a test may instead hand it to a
 * LiveConnection's `createSocket`.
 */
export class FakeWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState: number = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    super();
    FakeWebSocket.instances.push(this);
  }

  /** Replaces the global WebSocket until the test's stubs are restored (`vi.unstubAllGlobals`). */
  static install() {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
  }

  /** The socket the page opened last. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (socket === undefined) {
      throw new Error('The page has not opened a WebSocket');
    }
    return socket;
  }

  send(text: string) {
    this.sent.push(text);
  }

  close() {
    this.drop();
  }

  accept() {
    this.readyState = FakeWebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  deliver(message: LiveServerMessage) {
    this.deliverText(JSON.stringify(message));
  }

  /** A frame as it is, e.g. one that is not JSON or not a message of the contract. */
  deliverText(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  /** The messages the page sent, parsed. */
  messages(): LiveClientMessage[] {
    return this.sent.map((text) => JSON.parse(text) as LiveClientMessage);
  }

  drop() {
    if (this.readyState === FakeWebSocket.CLOSED) {
      return;
    }
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatchEvent(new Event('close'));
  }
}
