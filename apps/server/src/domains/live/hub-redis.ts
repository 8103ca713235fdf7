import { LiveServerMessageSchema, type LiveServerMessage } from '@quizmaker/contracts';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { InProcessLiveHub, type LiveConnection, type LiveHub, type LiveMember } from './hub.ts';

/** The channel every process of a deployment publishes its sessions' messages on. */
export const LIVE_CHANNEL = 'quizmaker:live';
/** How long an app's start waits for the subscription (Redis down: it starts without, and subscribes later). */
const SUBSCRIBE_WAIT_MS = 2000;

/**
 * What one process publishes for the others: a hub call with its session. Not a client wire shape (it
 * never leaves the servers and Redis), so it lives here rather than in contracts; the messages inside
 * are the contract's.
 */
const EnvelopeSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('host'), sessionId: z.string(), message: LiveServerMessageSchema }),
  z.object({ to: z.literal('player'), sessionId: z.string(), playerId: z.string(), message: LiveServerMessageSchema }),
  z.object({ to: z.literal('everyone'), sessionId: z.string(), message: LiveServerMessageSchema }),
  z.object({ to: z.literal('each'), sessionId: z.string(), messages: z.record(z.string(), LiveServerMessageSchema) }),
  z.object({
    to: z.literal('disconnect'),
    sessionId: z.string(),
    playerId: z.string(),
    message: LiveServerMessageSchema,
  }),
  z.object({ to: z.literal('close'), sessionId: z.string(), message: LiveServerMessageSchema }),
]);
type Envelope = z.infer<typeof EnvelopeSchema>;
const AddressSchema = z.object({ sessionId: z.string() });

interface HubLog {
  warn(object: unknown, message: string): void;
}

/**
 * The live hub of several processes: every call is published on one Redis channel, and every process
 * (the sender too, so that one order holds for all) delivers it to the connections it holds, kept in
 * an InProcessLiveHub. One channel for all sessions rather than one per session: a process needs no
 * subscription per session (none can miss a message published while it subscribes), at the cost of
 * each process reading every session's messages. Pub/sub delivers at most once: a process cut off
 * from Redis misses messages, and its clients catch up when they rejoin (the open question is sent again).
 */
export class RedisLiveHub implements LiveHub {
  readonly shared = true;
  readonly #local = new InProcessLiveHub();

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channel: string,
    private readonly log: HubLog,
  ) {
    subscriber.on('message', (from: string, text: string) => {
      if (from === channel) {
        this.#deliver(text);
      }
    });
  }

  /**
   * Subscribes on a connection of its own (a subscribed connection can do nothing else), waiting up to
   * SUBSCRIBE_WAIT_MS so that, with Redis up, nothing published once the app is ready is missed. With
   * Redis down the app still starts (its readiness reports Redis failing): the subscription is made
   * when the connection comes up, and ioredis renews it after each reconnection. `channel` is set by
   * tests, each their own.
   */
  static async connect(
    redis: Redis,
    options: { log: HubLog; channel?: string } = { log: console },
  ): Promise<RedisLiveHub> {
    const { log } = options;
    const channel = options.channel ?? LIVE_CHANNEL;
    const subscriber = redis.duplicate({ enableOfflineQueue: true, lazyConnect: false });
    subscriber.on('error', (error: unknown) => {
      log.warn({ err: error }, 'live channel connection failed');
    });
    const hub = new RedisLiveHub(redis, subscriber, channel, log);
    const subscribe = () =>
      subscriber.subscribe(channel).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error, channel }, 'live channel not subscribed yet');
          return false;
        },
      );
    // A connection that was down at the first try subscribes once it is up (later reconnections resubscribe themselves).
    subscriber.on('ready', () => {
      if (subscriber.status === 'ready' && !hub.#subscribed) {
        void subscribe().then((done) => {
          hub.#subscribed ||= done;
        });
      }
    });
    hub.#subscribed = await Promise.race([
      subscribe(),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SUBSCRIBE_WAIT_MS).unref()),
    ]);
    return hub;
  }

  #subscribed = false;

  /** Stops listening (the app is closing); the publishing connection belongs to the caller. */
  async close(): Promise<void> {
    if (this.subscriber.status === 'ready') {
      await this.subscriber.quit();
      return;
    }
    this.subscriber.disconnect();
  }

  attach(sessionId: string, member: LiveMember, connection: LiveConnection): void {
    this.#local.attach(sessionId, member, connection);
  }

  holds(sessionId: string): boolean {
    return this.#local.holds(sessionId);
  }

  watch(listener: (sessionId: string, message: LiveServerMessage) => void): void {
    this.#local.watch(listener);
  }

  detach(connection: LiveConnection): void {
    this.#local.detach(connection);
  }

  toHost(sessionId: string, message: LiveServerMessage): void {
    this.#publish({ to: 'host', sessionId, message });
  }

  toPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void {
    this.#publish({ to: 'player', sessionId, playerId, message });
  }

  toEveryone(sessionId: string, message: LiveServerMessage): void {
    this.#publish({ to: 'everyone', sessionId, message });
  }

  /** A function cannot cross processes: the messages of all `playerIds` go out as one map. */
  toEachPlayer(
    sessionId: string,
    playerIds: readonly string[],
    messageFor: (playerId: string) => LiveServerMessage,
  ): void {
    const messages: Record<string, LiveServerMessage> = {};
    for (const playerId of playerIds) {
      messages[playerId] = messageFor(playerId);
    }
    this.#publish({ to: 'each', sessionId, messages });
  }

  disconnectPlayer(sessionId: string, playerId: string, message: LiveServerMessage): void {
    this.#publish({ to: 'disconnect', sessionId, playerId, message });
  }

  closeSession(sessionId: string, message: LiveServerMessage): void {
    this.#publish({ to: 'close', sessionId, message });
  }

  #publish(envelope: Envelope): void {
    this.publisher.publish(this.channel, JSON.stringify(envelope)).catch((error: unknown) => {
      this.log.warn({ err: error, sessionId: envelope.sessionId }, 'live message not published');
    });
  }

  #deliver(text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.log.warn({ channel: this.channel }, 'live channel message is not JSON');
      return;
    }
    // Most messages are of sessions with no connection here: they are dropped before the full check.
    const addressed = AddressSchema.safeParse(json);
    if (addressed.success && !this.#local.holds(addressed.data.sessionId)) {
      return;
    }
    const parsed = EnvelopeSchema.safeParse(json);
    if (!parsed.success) {
      this.log.warn({ channel: this.channel, issue: parsed.error.issues[0] }, 'live channel message refused');
      return;
    }
    const envelope = parsed.data;
    const local = this.#local;
    // Before the sockets hear it: a client cannot act on a message before this process has seen it.
    const first = envelope.to === 'each' ? Object.values(envelope.messages)[0] : envelope.message;
    if (first) {
      local.heard(envelope.sessionId, first);
    }
    switch (envelope.to) {
      case 'host':
        local.toHost(envelope.sessionId, envelope.message);
        return;
      case 'player':
        local.toPlayer(envelope.sessionId, envelope.playerId, envelope.message);
        return;
      case 'everyone':
        local.toEveryone(envelope.sessionId, envelope.message);
        return;
      case 'each': {
        const { messages } = envelope;
        local.toEachPlayer(
          envelope.sessionId,
          Object.keys(messages),
          (playerId) => messages[playerId] as LiveServerMessage,
        );
        return;
      }
      case 'disconnect':
        local.disconnectPlayer(envelope.sessionId, envelope.playerId, envelope.message);
        return;
      case 'close':
        local.closeSession(envelope.sessionId, envelope.message);
        return;
    }
  }
}
