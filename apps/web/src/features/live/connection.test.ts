import type { LiveClientMessage, LiveServerMessage } from '@quizmaker/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection, liveSocketUrl } from './connection.ts';
import { FakeWebSocket } from './test-support/fake-web-socket.ts';

describe('LiveConnection', () => {
  let sockets: FakeWebSocket[];
  let received: LiveServerMessage[];
  let statuses: string[];
  let hellos: LiveClientMessage[];

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    received = [];
    statuses = [];
    hellos = [
      { type: 'join', pin: '123456', nickname: 'Ada Lovelace' },
      { type: 'rejoin', pin: '123456', rejoinToken: 'token-1' },
    ];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function connect() {
    let helloIndex = 0;
    const connection = new LiveConnection({
      url: 'ws://quiz.test/api/v1/live',
      hello: () => hellos[Math.min(helloIndex++, hellos.length - 1)] ?? null,
      onMessage: (message) => received.push(message),
      onStatus: (status) => statuses.push(status),
      retryDelaysMs: [100, 300],
      createSocket: (url) => {
        const socket = new FakeWebSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
    connection.open();
    return connection;
  }

  it('builds the socket address from the page: wss under https, ws otherwise', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'quiz.example:8443' })).toBe(
      'wss://quiz.example:8443/api/v1/live',
    );
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/api/v1/live');
  });

  it('says hello when the socket opens and passes on the messages the contract knows, dropping the rest', () => {
    connect();
    sockets[0]!.accept();
    expect(sockets[0]!.sent).toEqual([JSON.stringify(hellos[0])]);
    expect(statuses).toEqual(['open']);

    sockets[0]!.deliver({ type: 'answerReceived', questionIndex: 2 });
    sockets[0]!.deliverText(JSON.stringify({ type: 'teleport', to: 'mars' }));
    sockets[0]!.deliverText('not json');
    expect(received).toEqual([{ type: 'answerReceived', questionIndex: 2 }]);
  });

  it('reconnects after a lost socket with the next hello (the rejoin), waiting the configured delays', () => {
    connect();
    sockets[0]!.accept();
    sockets[0]!.drop();
    expect(statuses).toEqual(['open', 'reconnecting']);
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    sockets[1]!.drop();
    vi.advanceTimersByTime(299);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets[2]!.accept();
    expect(sockets[2]!.sent).toEqual([JSON.stringify(hellos[1])]);
    expect(statuses).toEqual(['open', 'reconnecting', 'open']);
  });

  it('does not reconnect after the page closes it, or after the server removed the player', () => {
    const closed = connect();
    sockets[0]!.accept();
    closed.close();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');

    connect();
    sockets[1]!.accept();
    sockets[1]!.deliver({ type: 'removed', message: 'The host removed you from the session.' });
    sockets[1]!.drop();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(2);
  });

  it('sends only on an open socket', () => {
    const connection = connect();
    expect(connection.send({ type: 'start' })).toBe(false);
    sockets[0]!.accept();
    expect(connection.send({ type: 'start' })).toBe(true);
    expect(sockets[0]!.sent.at(-1)).toBe('{"type":"start"}');
  });
});
