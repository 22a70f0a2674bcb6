import { MemoryStore, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Logger } from './logger.js';
import { rateLimitStoreUp } from './metrics.js';

// REDIS_URL: the rate limit counts in Redis (rate-limit-redis over node-redis), so every
// worker and every instance behind the load balancer shares one count per client.
// When Redis goes away the server keeps serving: each limiter falls back to this
// process's own memory (a log line says so, /readyz's body too) and goes back to Redis
// when it returns. The memory count is kept all along, so a fallback starts from what
// this process has seen in the window rather than from zero.

/** A Redis command that has not answered in this long counts as Redis being away. */
const COMMAND_TIMEOUT_MS = 500;
/** After a failed command on an open connection, Redis is tried again this much later. */
const RETRY_AFTER_ERROR_MS = 1_000;
/** Reconnect attempts back off from 100 ms to this. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export type RateLimitStoreStatus = { store: 'redis' } | { store: 'memory'; reason: string };

/** One connection per process, shared by its limiters. */
export class RedisConnection {
  private readonly client;
  private up = false;
  private downReported = false;
  private readonly readyListeners = new Set<() => Promise<boolean>>();
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {
    this.client = createClient({
      url,
      // Commands while disconnected fail at once (then the memory count answers) instead of queueing.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), MAX_RECONNECT_DELAY_MS) },
    });
    this.client.on('ready', () => void this.connectLimiters());
    this.client.on('error', (error: Error) => this.markDown(error));
    rateLimitStoreUp.set(0);
    this.client.connect().catch((error: Error) => this.markDown(error));
  }

  /** Where the limit counts now (/readyz's body shows it). */
  get status(): RateLimitStoreStatus {
    return this.up ? { store: 'redis' } : { store: 'memory', reason: `Redis at ${redactedUrl(this.url)} is unavailable; rate limiting counts in this process's memory until it returns.` };
  }

  get isUp(): boolean {
    return this.up && this.client.isReady;
  }

  /**
   * `listener` runs each time the connection is (re)established; it answers whether its
   * limiter now counts in Redis.
   */
  onReady(listener: () => Promise<boolean>): void {
    this.readyListeners.add(listener);
    if (this.client.isReady) void listener().then((ok) => ok && this.markUp());
  }

  /**
   * Each limiter loads its scripts into Redis; the limit counts in Redis (and /readyz says
   * so) once all have. Marked up at the connection's 'ready' instead, a request in between
   * was still counted in memory by a limiter whose scripts were loading, while /readyz
   * already said Redis (a CI failure of tests/server/redis.test.ts).
   */
  private async connectLimiters(): Promise<void> {
    const connected = await Promise.all([...this.readyListeners].map((listener) => listener()));
    if (connected.every(Boolean)) this.markUp();
  }

  /** Redis answers again (a new connection, or a command after a failed one). */
  markUp(): void {
    if (this.up) return;
    this.up = true;
    this.downReported = false;
    rateLimitStoreUp.set(1);
    this.logger.info({ redis: redactedUrl(this.url) }, 'rate limit: counting in Redis, shared by every worker and instance; persisted queries too');
  }

  markDown(error: unknown): void {
    const wasUp = this.up;
    this.up = false;
    rateLimitStoreUp.set(0);
    if (wasUp || !this.downReported) {
      this.downReported = true;
      this.logger.warn({ redis: redactedUrl(this.url), reason: error instanceof Error ? error.message : String(error) }, 'rate limit: Redis is unavailable, counting in memory until it returns');
    }
    // A command failed on a connection that is still open (a timeout, a restarted Redis
    // without the scripts): try the limiters on Redis again shortly. A dropped connection
    // comes back through node-redis's reconnects and the 'ready' event instead.
    if (this.client.isReady && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = undefined;
        if (this.client.isReady) void this.connectLimiters();
      }, RETRY_AFTER_ERROR_MS);
      this.retry.unref();
    }
  }

  send(args: string[]): Promise<RedisReply> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
    });
    return Promise.race([this.client.sendCommand(args) as Promise<RedisReply>, timeout]).finally(() => clearTimeout(timer));
  }

  async close(): Promise<void> {
    this.readyListeners.clear();
    clearTimeout(this.retry);
    if (this.client.isOpen) await this.client.close().catch(() => this.client.destroy());
  }
}

/** The URL without its password, for logs and /readyz. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * An express-rate-limit store that counts in Redis while it is up and in memory while
 * it is not. One per limiter (`prefix` keeps their counts apart in Redis).
 */
export class RedisOrMemoryStore implements Store {
  readonly localKeys = false;
  private readonly memory = new MemoryStore();
  private redis: RedisStore | undefined;
  private options: Options | undefined;

  constructor(
    private readonly connection: RedisConnection,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    this.connection.onReady(() => this.connectRedis());
  }

  /**
   * A fresh RedisStore on each (re)connection: it loads its scripts into the (possibly
   * restarted) Redis. Answers whether it did; the connection marks Redis up once every
   * limiter's has.
   */
  private async connectRedis(): Promise<boolean> {
    const store = new RedisStore({ sendCommand: (...args: string[]) => this.connection.send(args), prefix: this.prefix });
    try {
      await store.init(this.options!);
      this.redis = store;
      return true;
    } catch (error) {
      this.connection.markDown(error);
      return false;
    }
  }

  private get shared(): RedisStore | undefined {
    return this.connection.isUp ? this.redis : undefined;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const shared = this.shared;
    if (shared) {
      try {
        return await shared.get(key);
      } catch (error) {
        this.connection.markDown(error);
      }
    }
    return this.memory.get(key);
  }

  async increment(key: string): Promise<IncrementResponse> {
    const local = await this.memory.increment(key);
    const shared = this.shared;
    if (shared) {
      try {
        return await shared.increment(key);
      } catch (error) {
        this.connection.markDown(error);
      }
    }
    return local;
  }

  async decrement(key: string): Promise<void> {
    await this.memory.decrement(key);
    await this.shared?.decrement(key).catch((error: unknown) => this.connection.markDown(error));
  }

  async resetKey(key: string): Promise<void> {
    await this.memory.resetKey(key);
    await this.shared?.resetKey(key).catch((error: unknown) => this.connection.markDown(error));
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}
