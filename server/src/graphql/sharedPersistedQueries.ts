import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import type { RedisConnection } from '../http/sharedRateLimit.js';

// With REDIS_URL, Apollo's persisted-query cache (automatic persisted queries: a client
// sends a query's hash, and the full query once) is shared by every worker and instance,
// so a hash registered on one is known to all. Each process keeps its own bounded memory
// copy in front; while Redis is away it works from that alone, as without Redis.

/** A registered query is kept this long in Redis when Apollo gives no time (seconds). */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

export class RedisOrMemoryCache implements KeyValueCache<string> {
  constructor(
    private readonly connection: RedisConnection,
    private readonly prefix: string,
    private readonly memory: KeyValueCache<string>,
  ) {}

  async get(key: string): Promise<string | undefined> {
    const local = await this.memory.get(key);
    if (local !== undefined || !this.connection.isUp) return local;
    try {
      const shared = await this.connection.send(['GET', this.prefix + key]);
      if (typeof shared !== 'string') return undefined;
      await this.memory.set(key, shared);
      return shared;
    } catch (error) {
      this.connection.markDown(error);
      return undefined;
    }
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    await this.memory.set(key, value, options);
    if (!this.connection.isUp) return;
    const ttl = options?.ttl ?? DEFAULT_TTL_SECONDS;
    try {
      await this.connection.send(['SET', this.prefix + key, value, 'EX', String(Math.max(1, Math.ceil(ttl)))]);
    } catch (error) {
      this.connection.markDown(error);
    }
  }

  async delete(key: string): Promise<void> {
    await this.memory.delete(key);
    if (!this.connection.isUp) return;
    await this.connection.send(['DEL', this.prefix + key]).catch((error: unknown) => this.connection.markDown(error));
  }
}
