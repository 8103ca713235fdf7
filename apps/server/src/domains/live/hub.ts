import type { LiveServerMessage } from '@quizmaker/contracts';

/** One open WebSocket as the live domain sees it: something to send to and to close. */
export interface LiveConnection {
  send(message: LiveServerMessage): void;
  close(): void;
}

/** Who a connection is in its session. */
export type LiveMember = { role: 'host' } | { role: 'player'; playerId: string };

/**
 * Fan-out of one session's messages to its connections, wherever they are connected. The in-process
 * hub below is the embedded default; a Redis hub (docs/live.md) publishes the same calls on a
 * channel per session so that every process delivers them to the connections it holds.
 */
export interface LiveHub {
  attach(sessionId: string, member: LiveMember, connection: LiveConnection): void;
  /** Forgets a connection (closed by its client or dropped by the heartbeat). */
  detach(connection: LiveConnection): void;
  toHost(sessionId: string, message: LiveServerMessage): void;
  toPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void;
  /** One message per connected player, made for that player (their own result at reveal). */
  toEachPlayer(sessionId: string, messageFor: (playerId: string) => LiveServerMessage): void;
  /** Tells a player's connections `message`, then closes them (removed, or the session is over). */
  disconnectPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void;
  /** Tells every connection of the session `message`, then closes them. */
  closeSession(sessionId: string, message: LiveServerMessage): void;
}

interface Audience {
  hosts: Set<LiveConnection>;
  players: Map<string, Set<LiveConnection>>;
}

/** Every connection of every session of this process, in memory. */
export class InProcessLiveHub implements LiveHub {
  readonly #sessions = new Map<string, Audience>();
  readonly #where = new Map<LiveConnection, { sessionId: string; member: LiveMember }>();

  attach(sessionId: string, member: LiveMember, connection: LiveConnection): void {
    this.detach(connection);
    let audience = this.#sessions.get(sessionId);
    if (!audience) {
      audience = { hosts: new Set(), players: new Map() };
      this.#sessions.set(sessionId, audience);
    }
    if (member.role === 'host') {
      audience.hosts.add(connection);
    } else {
      const connections = audience.players.get(member.playerId) ?? new Set<LiveConnection>();
      connections.add(connection);
      audience.players.set(member.playerId, connections);
    }
    this.#where.set(connection, { sessionId, member });
  }

  detach(connection: LiveConnection): void {
    const place = this.#where.get(connection);
    if (!place) {
      return;
    }
    this.#where.delete(connection);
    const audience = this.#sessions.get(place.sessionId);
    if (!audience) {
      return;
    }
    if (place.member.role === 'host') {
      audience.hosts.delete(connection);
    } else {
      const connections = audience.players.get(place.member.playerId);
      connections?.delete(connection);
      if (connections?.size === 0) {
        audience.players.delete(place.member.playerId);
      }
    }
    if (audience.hosts.size === 0 && audience.players.size === 0) {
      this.#sessions.delete(place.sessionId);
    }
  }

  toHost(sessionId: string, message: LiveServerMessage): void {
    for (const connection of this.#sessions.get(sessionId)?.hosts ?? []) {
      connection.send(message);
    }
  }

  toPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void {
    for (const connection of this.#sessions.get(sessionId)?.players.get(playerId) ?? []) {
      connection.send(message);
    }
  }

  toEachPlayer(sessionId: string, messageFor: (playerId: string) => LiveServerMessage): void {
    for (const [playerId, connections] of this.#sessions.get(sessionId)?.players ?? []) {
      const message = messageFor(playerId);
      for (const connection of connections) {
        connection.send(message);
      }
    }
  }

  disconnectPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void {
    for (const connection of [...(this.#sessions.get(sessionId)?.players.get(playerId) ?? [])]) {
      connection.send(message);
      this.detach(connection);
      connection.close();
    }
  }

  closeSession(sessionId: string, message: LiveServerMessage): void {
    const audience = this.#sessions.get(sessionId);
    if (!audience) {
      return;
    }
    const connections = [...audience.hosts, ...[...audience.players.values()].flatMap((set) => [...set])];
    for (const connection of connections) {
      connection.send(message);
      this.detach(connection);
      connection.close();
    }
  }
}
