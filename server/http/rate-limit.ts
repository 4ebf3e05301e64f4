// Fixed-window attempt counters kept in the database (rate_limit_counters), so that every server
// process on one database counts together and a restart forgets nothing. Each counter is one row,
// updated with a single atomic upsert: concurrent requests never lose a count, and a claim (count
// only below the limit) lets no more than the limit through, however many processes ask at once.
import type { Queryable } from '../db/db.ts';
import { waitText } from '../i18n/durations.ts';
import { msg, type ServerMessage, withValues } from '../i18n/server-message.ts';
import { tooManyRequests } from './http-error.ts';

export interface RateLimit {
  /** What is counted, e.g. "password:19:demo@example.com:203.0.113.7". */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  /** The 429's message, with "{wait}" for the time left; by default "Too many attempts…". */
  message?: ServerMessage;
}

/** One attempt counted under a limit, in the window it was counted in (see RateLimiter.claim). */
export interface Claim {
  key: string;
  resetsAt: Date;
}

const TOO_MANY = msg('Too many attempts. Please try again in {wait}.');
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

  /**
   * Counts one attempt under each limit *before* it is made, or answers 429 counting nothing when
   * one is used up. Checking and counting are one statement, so of any number of attempts at once,
   * from any number of processes, no more than the limit get through. An attempt that turns out
   * not to count (a right password) is given back with giveBack().
   */
  async claim(limits: readonly RateLimit[]): Promise<Claim[]> {
    const claims: Claim[] = [];
    for (const limit of limits) {
      const now = new Date(this.now());
      const resetsAt = new Date(now.getTime() + this.windowSeconds * 1000);
      const [row] = await this.db.query<{ resets_at: Date }>(
        `INSERT INTO rate_limit_counters AS r (key, count, resets_at) VALUES ($1, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN r.resets_at <= $2 THEN 1 ELSE r.count + 1 END,
           resets_at = CASE WHEN r.resets_at <= $2 THEN $3 ELSE r.resets_at END
         WHERE r.resets_at <= $2 OR r.count < $4
         RETURNING resets_at`,
        [limit.key, now, resetsAt, limit.limit],
      );
      if (!row) {
        await this.giveBack(claims);
        const [used] = await this.db.query<{ resets_at: Date }>(
          'SELECT resets_at FROM rate_limit_counters WHERE key = $1',
          [limit.key],
        );
        throw this.refusal(limit, used ? new Date(used.resets_at) : resetsAt);
      }
      claims.push({ key: limit.key, resetsAt: new Date(row.resets_at) });
      await this.sweepNowAndThen(now);
    }
    return claims;
  }

  /** Uncounts claimed attempts, each only in the window it was counted in. */
  async giveBack(claims: readonly Claim[]): Promise<void> {
    for (const claim of claims) {
      await this.db.query(
        'UPDATE rate_limit_counters SET count = count - 1 WHERE key = $1 AND resets_at = $2 AND count > 0',
        [claim.key, claim.resetsAt],
      );
    }
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
    await this.sweepNowAndThen(now);
    return { count: row.count, resetsAt: new Date(row.resets_at) };
  }

  private async sweepNowAndThen(now: Date): Promise<void> {
    // The count since the last sweep is this process's own: it only spaces out the sweeps.
    if (++this.countsSinceSweep >= SWEEP_EVERY) {
      this.countsSinceSweep = 0;
      await this.db.query('DELETE FROM rate_limit_counters WHERE resets_at <= $1', [now]);
    }
  }

  private refusal(limit: RateLimit, resetsAt: Date) {
    const wait = (resetsAt.getTime() - this.now()) / 1000;
    return tooManyRequests(withValues(limit.message ?? TOO_MANY, { wait: waitText(wait) }), wait);
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
