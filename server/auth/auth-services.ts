// What the sign-in endpoints share: the database, the configuration, the clock (tests move it),
// the log the outbox writes to, the trusted proxies, the token signing keys, the attempt counters
// and the queue password hashing waits in.
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import type { TrustedProxies } from '../http/trusted-proxies.ts';
import type { OutboxLog } from '../outbox/outbox.ts';
import { PasswordWork } from './password-work.ts';
import { SigningKeys } from './signing-keys.ts';

export interface AuthServices {
  db: Db;
  config: ServerConfig;
  /** Milliseconds since the epoch; every expiry is checked against this, never the database clock. */
  now: () => number;
  log: (line: string) => void;
  /** Where sent messages are logged: with their codes and links outside production only. */
  outbox: OutboxLog;
  /** Whose forwarding headers name the client (TRUST_PROXY). */
  proxies: TrustedProxies;
  keys: SigningKeys;
  limiter: RateLimiter;
  /** Where every password hash runs: one at a time per address, a few at once in all. */
  passwordWork: PasswordWork;
}

export function createAuthServices(deps: {
  db: Db;
  config: ServerConfig;
  now: () => number;
  log: (line: string) => void;
  proxies: TrustedProxies;
}): AuthServices {
  return {
    ...deps,
    outbox: { log: deps.log, withText: deps.config.nodeEnv !== 'production' },
    keys: new SigningKeys(deps.db),
    limiter: new RateLimiter(deps.db, deps.now, deps.config.rateLimitWindowSeconds),
    passwordWork: new PasswordWork(),
  };
}
