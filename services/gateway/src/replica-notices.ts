import { randomUUID } from 'node:crypto';
import type { Logger } from '@storefront/service-kit';
import { Redis } from 'ioredis';

const CHANNEL = 'storefront:gateway:replica-notices';

/** What one replica tells the others: a change made through it that they hold in short caches. */
export type ReplicaNotice = 'settings-changed' | 'owner-sessions-changed';

/**
 * Gateway replicas telling each other, through Redis pub/sub, of changes made through one of them
 * that the others cache: the store's settings (pages) and owner sessions (a sign-out must end the
 * session on every replica at once, not once the others' caches expire). A notice lost while Redis
 * is away costs only what the caches' lifetimes already allow (CATALOG_CACHE_MS,
 * OWNER_SESSION_CACHE_MS). A replica ignores its own notices: it applied the change already.
 */
export class ReplicaNotices {
  private readonly id = randomUUID();
  private readonly handlers = new Map<ReplicaNotice, () => void>();
  private readonly subscriber: Redis;

  constructor(
    redisUrl: string,
    /** The gateway's command connection; a subscribed connection can send nothing else. */
    private readonly publisher: Redis,
    private readonly logger: Logger,
    /** Replicas of one shop share it; tests beside each other on one Redis each take their own. */
    private readonly channel = CHANNEL,
  ) {
    // queues the subscription until Redis answers, and subscribes again after every reconnect
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.subscriber.on('error', (error: Error) =>
      logger.debug({ err: error }, 'replica notices: redis connection error'),
    );
    this.subscriber.on('message', (_channel: string, message: string) => this.received(message));
    this.subscriber.subscribe(channel).catch((error: Error) => {
      logger.warn({ reason: error.message }, 'replica notices: cannot subscribe');
    });
  }

  /** What to do here when another replica sends `notice`. */
  on(notice: ReplicaNotice, apply: () => void): void {
    this.handlers.set(notice, apply);
  }

  /** Tells every other replica; never waits, never throws. */
  publish(notice: ReplicaNotice): void {
    this.publisher.publish(this.channel, JSON.stringify({ from: this.id, notice })).catch((error: Error) => {
      this.logger.warn(
        { notice, reason: error.message },
        'replica notices: not sent, other replicas catch up as their caches expire',
      );
    });
  }

  close(): void {
    this.subscriber.disconnect();
  }

  private received(message: string): void {
    let parsed: { from?: unknown; notice?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.from === this.id) return;
    this.handlers.get(parsed.notice as ReplicaNotice)?.();
  }
}
