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
 * hub below is the embedded default; the Redis hub (hub-redis.ts, docs/live.md) publishes the same
 * calls on one channel so that every process delivers them to the connections it holds.
 */
export interface LiveHub {
  /**
   * True when other processes hold connections of the same sessions (the Redis hub): a process's copy
   * of a room may then be stale, and LiveRooms reads the rows again where it matters.
   */
  readonly shared: boolean;
  attach(sessionId: string, member: LiveMember, connection: LiveConnection): void;
  /** Forgets a connection (closed by its client or dropped by the heartbeat). */
  detach(connection: LiveConnection): void;
  toHost(sessionId: string, message: LiveServerMessage): void;
  toPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void;
  /** The same message to the host and every player. */
  toEveryone(sessionId: string, message: LiveServerMessage): void;
  /**
   * One message to each of `playerIds` (every player of the session: some may be connected to another
   * process), made for that player (their own result at reveal).
   */
  toEachPlayer(
    sessionId: string,
    playerIds: readonly string[],
    messageFor: (playerId: string) => LiveServerMessage,
  ): void;
  /** Tells a player's connections `message`, then closes them (removed, or the session is over). */
  disconnectPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void;
  /** Tells every connection of the session `message`, then closes them. */
  closeSession(sessionId: string, message: LiveServerMessage): void;
  /** Whether a connection of this session is held by this process (it then hears every message of it). */
  holds(sessionId: string): boolean;
  /** Calls `listener` with each message about to be delivered to this process's connections, before them. */
  watch(listener: (sessionId: string, message: LiveServerMessage) => void): void;
}

interface Audience {
  hosts: Set<LiveConnection>;
  players: Map<string, Set<LiveConnection>>;
  /** The last answer count the hosts were told: a count taken earlier that arrives later is not shown. */
  lastCount?: { questionIndex: number; answered: number };
}

/** Every connection of every session of this process, in memory. */
export class InProcessLiveHub implements LiveHub {
  readonly shared = false;
  readonly #watchers: Array<(sessionId: string, message: LiveServerMessage) => void> = [];
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

  holds(sessionId: string): boolean {
    return this.#sessions.has(sessionId);
  }

  watch(listener: (sessionId: string, message: LiveServerMessage) => void): void {
    this.#watchers.push(listener);
  }

  /** Tells the watchers of a message for the session (RedisLiveHub calls it for what arrives from the channel). */
  heard(sessionId: string, message: LiveServerMessage): void {
    for (const watcher of this.#watchers) {
      watcher(sessionId, message);
    }
  }

  toHost(sessionId: string, message: LiveServerMessage): void {
    const audience = this.#sessions.get(sessionId);
    if (!audience || this.#isStaleCount(audience, message)) {
      return;
    }
    for (const connection of audience.hosts) {
      connection.send(message);
    }
  }

  toPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void {
    for (const connection of this.#sessions.get(sessionId)?.players.get(playerId) ?? []) {
      connection.send(message);
    }
  }

  toEveryone(sessionId: string, message: LiveServerMessage): void {
    this.toHost(sessionId, message);
    for (const connections of this.#sessions.get(sessionId)?.players.values() ?? []) {
      for (const connection of connections) {
        connection.send(message);
      }
    }
  }

  toEachPlayer(
    sessionId: string,
    playerIds: readonly string[],
    messageFor: (playerId: string) => LiveServerMessage,
  ): void {
    const players = this.#sessions.get(sessionId)?.players;
    if (!players) {
      return;
    }
    for (const playerId of playerIds) {
      const connections = players.get(playerId);
      if (!connections) {
        continue;
      }
      const message = messageFor(playerId);
      for (const connection of connections) {
        connection.send(message);
      }
    }
  }

  /**
   * Answer counts are snapshots taken after each answer's commit, possibly in several processes: one
   * taken before another may arrive after it, and would show the host a count going back. A player
   * leaving (the host is sent `players`) may lower the count, so it starts the comparison afresh.
   */
  #isStaleCount(audience: Audience, message: LiveServerMessage): boolean {
    if (message.type === 'players') {
      delete audience.lastCount;
      return false;
    }
    if (message.type !== 'answerCount') {
      return false;
    }
    const last = audience.lastCount;
    if (last?.questionIndex === message.questionIndex && last.answered > message.answered) {
      return true;
    }
    audience.lastCount = { questionIndex: message.questionIndex, answered: message.answered };
    return false;
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
