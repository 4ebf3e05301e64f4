// Bounded password hashing: 30 sign-ins at once for unknown users, each costing a
// scrypt, took every core and raised a shopper's listing time from 9 ms to 1.9 s. Hashes now run
// one at a time per client address and a few at a time in all. scrypt is wrapped here to count how
// many run at once.
import type * as crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordWork } from '../../server/auth/password-work.ts';
import { HttpError } from '../../server/http/http-error.ts';
import { DEMO, GUEST, Harness } from './auth-harness.ts';

const hashing = vi.hoisted(() => ({ now: 0, most: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  const scrypt = (...args: Parameters<typeof original.scrypt>) => {
    const done = args.at(-1) as (error: Error | null, key: Buffer) => void;
    hashing.now += 1;
    hashing.most = Math.max(hashing.most, hashing.now);
    const counted = (error: Error | null, key: Buffer) => {
      hashing.now -= 1;
      done(error, key);
    };
    return Reflect.apply(original.scrypt, original, [...args.slice(0, -1), counted]);
  };
  return { ...original, scrypt, default: { ...original, scrypt } };
});

let h: Harness;

beforeAll(async () => {
  h = await Harness.open();
});

afterAll(async () => {
  await h.db.close();
});

beforeEach(async () => {
  await h.reset();
  hashing.most = 0;
});

const unknownUser = (i: number) => ({ username: `nobody${i}@example.com`, password: 'Guess-pass-1' });

describe('password hashing per address', () => {
  it('hashes one password at a time for one address, however many sign-ins it sends at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.postFrom('203.0.113.50', 'login', unknownUser(i), { ...GUEST, 'X-Forwarded-For': `192.0.2.${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    expect(hashing.most).toBe(1);
  });

  it('never runs more hashes at once than it has slots, across addresses', async () => {
    const slots = new PasswordWork().slots;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => h.postFrom(`198.51.100.${i + 1}`, 'login', unknownUser(i))),
    );
    expect(hashing.most).toBeLessThanOrEqual(slots);
  });

  it('still signs everyone in', async () => {
    const answers = await Promise.all([
      h.postFrom('198.51.100.1', 'login', { username: DEMO.email, password: DEMO.password }),
      h.postFrom('198.51.100.1', 'login', { username: DEMO.phone, password: DEMO.password }),
      h.postFrom('198.51.100.2', 'login', { username: DEMO.email, password: DEMO.password }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});

describe('PasswordWork', () => {
  /** A task that finishes when told to, recording when it started. */
  function gate(log: string[], name: string) {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    return {
      finish: () => finish(),
      task: async () => {
        log.push(name);
        await finished;
        return name;
      },
    };
  }

  it('runs one task per address, `slots` in all, taking addresses in turn', async () => {
    const work = new PasswordWork({ slots: 2, maxWaiting: 10 });
    const log: string[] = [];
    const a = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'a3')];
    const b = [gate(log, 'b1'), gate(log, 'b2')];
    const c = [gate(log, 'c1')];
    const results = [
      ...a.map((g) => work.run('a', g.task)),
      ...b.map((g) => work.run('b', g.task)),
      ...c.map((g) => work.run('c', g.task)),
    ];
    await Promise.resolve();
    expect(log).toEqual(['a1', 'b1']);
    a[0]?.finish();
    await vi.waitFor(() => expect(log).toEqual(['a1', 'b1', 'c1']));
    b[0]?.finish();
    await vi.waitFor(() => expect(log).toEqual(['a1', 'b1', 'c1', 'a2']));
    for (const g of [...a, ...b, ...c]) g.finish();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'c1']);
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('answers 503 when too many tasks wait, and keeps going after a failed task', async () => {
    const work = new PasswordWork({ slots: 1, maxWaiting: 2 });
    const log: string[] = [];
    const first = gate(log, 'x');
    const running = work.run('a', first.task);
    const waiting = [work.run('b', async () => 'y'), work.run('c', async () => 'z')];
    const refused = await work.run('d', async () => 'w').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 503, headers: { 'Retry-After': '5' } });
    first.finish();
    expect(await Promise.all([running, ...waiting])).toEqual(['x', 'y', 'z']);
    await expect(work.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await work.run('a', async () => 'after')).toBe('after');
  });
});
