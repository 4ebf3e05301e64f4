// Fixed-window attempt counters, kept in this process's memory: limits are per server process and
// start afresh on restart. Enough for one reference server; several processes behind a balancer
// would each allow the full limit.
import { tooManyRequests } from './http-error.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

// Expired windows are swept once the map grows past this, so memory stays bounded by live keys.
const SWEEP_AT = 10_000;

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  /** Counts one attempt under `key`; answers 429 with Retry-After when the window's limit is used up. */
  hit(key: string, rule: RateLimitRule): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { count: 0, resetAt: now + rule.windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    if (window.count >= rule.limit) {
      const wait = (window.resetAt - now) / 1000;
      throw tooManyRequests(`Too many attempts. Please try again in ${describeWait(wait)}.`, wait);
    }
    window.count += 1;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
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
