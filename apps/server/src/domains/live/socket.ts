import {
  LiveClientMessageSchema,
  liveMessages,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@quizmaker/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { RawData } from 'ws';
import type { Principal } from '../../access/principal.ts';
import { AppError, conflict } from '../../errors.ts';
import type { LiveConnection } from './hub.ts';
import type { LivePlayerSeat } from './players.ts';
import type { LiveService } from './service.ts';

/** Messages one socket may send per second; a socket that sends more is closed (a person taps far less). */
const LIVE_MESSAGES_PER_SECOND = 20;

/** Who a connection is, once its first message said so. */
type Role =
  | { kind: 'none' }
  | { kind: 'host'; sessionId: string; principal: Principal }
  | { kind: 'player'; seat: LivePlayerSeat };

/** The first problem of a message, as one line naming the field. */
function parseMessage(data: RawData): LiveClientMessage | string {
  let json: unknown;
  try {
    json = JSON.parse(
      Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8'),
    );
  } catch {
    return liveMessages.messageNotJson;
  }
  const parsed = LiveClientMessageSchema.safeParse(json);
  if (parsed.success) {
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  return liveMessages.messageInvalid(issue?.path.map(String).join('.') ?? '', issue?.message ?? 'invalid');
}

/**
 * One WebSocket of the live protocol: the first message makes it a host (`host`) or a player (`join`,
 * `rejoin`); later messages are the role's commands. Messages of one socket are handled in order; a
 * refusal is an `error` message and the socket stays open.
 */
function serveSocket(socket: WebSocket, request: FastifyRequest, live: LiveService, sockets: Set<AliveSocket>): void {
  const principalOfToken = (token: string) => request.server.principalOfToken(token);
  const connection: LiveConnection = {
    send: (message: LiveServerMessage) => {
      if (socket.readyState === socket.OPEN) {
        socket.send(JSON.stringify(message));
      }
    },
    close: () => socket.close(1000),
  };
  const alive: AliveSocket = { socket, alive: true };
  sockets.add(alive);
  let role: Role = { kind: 'none' };
  let queue = Promise.resolve();

  const handle = async (message: LiveClientMessage): Promise<void> => {
    switch (message.type) {
      case 'host': {
        if (role.kind !== 'none') {
          throw conflict(liveMessages.alreadyJoined);
        }
        const principal = await principalOfToken(message.accessToken);
        const sessionId = await live.host(connection, principal, message.sessionId);
        if (principal) {
          role = { kind: 'host', sessionId, principal };
        }
        return;
      }
      case 'join':
      case 'rejoin': {
        if (role.kind !== 'none') {
          throw conflict(liveMessages.alreadyJoined);
        }
        const seat =
          message.type === 'join'
            ? await live.join(connection, request.ip, {
                pin: message.pin,
                nickname: message.nickname,
                signedIn: message.accessToken !== undefined,
                principal: message.accessToken === undefined ? null : await principalOfToken(message.accessToken),
              })
            : await live.rejoin(connection, request.ip, { pin: message.pin, rejoinToken: message.rejoinToken });
        role = { kind: 'player', seat };
        return;
      }
      case 'answer':
        if (role.kind !== 'player') {
          throw conflict(liveMessages.notJoined);
        }
        await live.answer(role.seat, message.questionIndex, message.response);
        return;
      default:
        if (role.kind !== 'host') {
          throw conflict(liveMessages.notHost);
        }
        await live.command(role.principal, role.sessionId, message);
    }
  };

  let windowStartedAt = 0;
  let messagesInWindow = 0;
  socket.on('message', (data: RawData) => {
    // Wall time on purpose: a flood is measured in real seconds, whatever the app's clock says.
    const now = Date.now();
    if (now - windowStartedAt >= 1000) {
      windowStartedAt = now;
      messagesInWindow = 0;
    }
    messagesInWindow += 1;
    if (messagesInWindow > LIVE_MESSAGES_PER_SECOND) {
      if (messagesInWindow === LIVE_MESSAGES_PER_SECOND + 1) {
        // After the messages already accepted have been answered.
        queue = queue.then(() => {
          connection.send({ type: 'error', message: liveMessages.tooManyMessages });
          socket.close(1008);
        });
      }
      return;
    }
    const message = parseMessage(data);
    queue = queue.then(async () => {
      if (typeof message === 'string') {
        connection.send({ type: 'error', message });
        return;
      }
      try {
        await handle(message);
      } catch (error) {
        if (error instanceof AppError) {
          connection.send({ type: 'error', message: error.message });
          return;
        }
        request.log.error({ err: error }, 'live message failed');
        connection.send({ type: 'error', message: liveMessages.serverError });
      }
    });
  });
  socket.on('pong', () => {
    alive.alive = true;
  });
  socket.on('close', () => {
    sockets.delete(alive);
    live.disconnect(connection);
  });
}

interface AliveSocket {
  socket: WebSocket;
  alive: boolean;
}

/**
 * GET /api/v1/live: the live protocol's WebSocket (anyone may connect; the first message says who).
 * Every `heartbeatMs` each socket is pinged; one that has not answered the previous ping is dropped.
 */
export const liveSocketRoutes: FastifyPluginAsync<{
  live: LiveService;
  heartbeatMs: number;
  connectionsPerWindow: number;
}> = (app, { live, heartbeatMs, connectionsPerWindow }) => {
  const sockets = new Set<AliveSocket>();
  // Heartbeat: a socket that did not answer the last ping is dead (a phone that lost its network sends no close).
  const heartbeat = setInterval(() => {
    for (const entry of sockets) {
      if (!entry.alive) {
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(heartbeat);
    done();
  });
  // A whole room may join from one address (a school's router), so the upgrade has its own limit instead of
  // the API's; wrong PINs are limited apart, and each socket's messages by the flood rule.
  const rateLimit = { max: connectionsPerWindow };
  app.get('/v1/live', { websocket: true, schema: { hide: true }, config: { rateLimit } }, (socket, request) => {
    serveSocket(socket, request, live, sockets);
  });
  return Promise.resolve();
};
