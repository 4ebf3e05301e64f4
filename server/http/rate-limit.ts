// Fixed-window attempt counters kept in the database (rate_limit_counters), so that every server
// process on one database counts together and a restart forgets nothing. Each counter is one row,
// updated with a single atomic upsert: concurrent requests never lose a count.
import type { Queryable } from '../db/db.ts';
import { tooManyRequests } from './http-error.ts';

export interface RateLimit {
  /** What is counted, e.g. "password:19:demo@example.com:203.0.113.7". */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  /** The 429's message, with "{wait}" for the time left; by default "Too many attempts…". */
  message?: string;
}

const TOO_MANY = 'Too many attempts. Please try again in {wait}.';
// Ended windows are deleted after this many counts by this process (a cheap, indexed DELETE).
const SWEEP_EVERY = 500;

export class RateLimiter {
  private countsSinceSweep = 0;

  constructor(
    private readonly db: Queryable,
    private readonly now: () => number,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one attempt under each limit; 429 with Retry-After once one goes over its limit. */
  async hit(limits: readonly RateLimit[]): Promise<void> {
    for (const limit of limits) {
      const window = await this.add(limit.key);
      if (window.count > limit.limit) throw this.refusal(limit, window.resetsAt);
    }
  }

  /** 429 when any limit is already used up; counts nothing (for limits that count failures). */
  async check(limits: readonly RateLimit[]): Promise<void> {
    for (const limit of limits) {
      const [window] = await this.db.query<{ count: number; resets_at: Date }>(
        'SELECT count, resets_at FROM rate_limit_counters WHERE key = $1 AND resets_at > $2',
        [limit.key, new Date(this.now())],
      );
      if (window && window.count >= limit.limit) throw this.refusal(limit, new Date(window.resets_at));
    }
  }

  /** Counts one under each limit without refusing (a failure has just happened). */
  async record(limits: readonly RateLimit[]): Promise<void> {
    for (const limit of limits) await this.add(limit.key);
  }

  /** Ends the window of `key` (its count starts again from nothing). */
  async forget(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_counters WHERE key = $1', [key]);
  }

  private async add(key: string): Promise<{ count: number; resetsAt: Date }> {
    const now = new Date(this.now());
    const [row] = await this.db.query<{ count: number; resets_at: Date }>(
      `INSERT INTO rate_limit_counters AS r (key, count, resets_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.resets_at <= $2 THEN 1 ELSE r.count + 1 END,
         resets_at = CASE WHEN r.resets_at <= $2 THEN $3 ELSE r.resets_at END
       RETURNING count, resets_at`,
      [key, now, new Date(now.getTime() + this.windowSeconds * 1000)],
    );
    if (!row) throw new Error('INSERT … RETURNING gave no row');
    if (++this.countsSinceSweep >= SWEEP_EVERY) {
      this.countsSinceSweep = 0;
      await this.db.query('DELETE FROM rate_limit_counters WHERE resets_at <= $1', [now]);
    }
    return { count: row.count, resetsAt: new Date(row.resets_at) };
  }

  private refusal(limit: RateLimit, resetsAt: Date) {
    const wait = (resetsAt.getTime() - this.now()) / 1000;
    return tooManyRequests((limit.message ?? TOO_MANY).replace('{wait}', describeWait(wait)), wait);
  }
}

/** "45 seconds", "1 minute", "15 minutes" (rounded up, so the wait is never understated). */
export function describeWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} ${whole === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
