// Graceful shutdown: the real server process gets SIGTERM in the middle of a
// load. It must stop accepting connections, finish every request it had accepted, close the
// database and exit 0; a client meets at worst a refused connection, never a broken answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { TEST_DATABASE_URL } from './test-db.ts';
import { openThrowawaySchemaUrl } from './throwaway-schema.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let schema: { db: Db; url: string } | undefined;

beforeAll(async () => {
  // On PostgreSQL the server process works in a throwaway schema of its own.
  if (TEST_DATABASE_URL) schema = await openThrowawaySchemaUrl(TEST_DATABASE_URL);
});

afterAll(async () => {
  await schema?.db.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Server {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

async function startServer(port: number): Promise<Server> {
  const output: string[] = [];
  // As `npm run serve` runs it: one process, which gets the signal itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'test',
      STATIC_DIR: '/nonexistent-dist',
      CATALOGUE_SIZE: '60',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      RATE_LIMIT_PER_IDENTIFIER: '1000000',
      RATE_LIMIT_PER_ACCOUNT: '1000000',
      ...(schema ? { DATABASE_URL: schema.url } : { DATA_DIR: 'memory://', DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      if (output.some((line) => line.startsWith('Storefront listening'))) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => reject(new Error(`The server exited (${code}): ${output.join('\n')}`)));
  });
  return { child, output, exited };
}

interface Outcome {
  ok: number;
  /** Answered after SIGTERM although sent before it. */
  finishedAfterSignal: number;
  refused: number;
  failed: string[];
}

/** Requests in a loop until the server refuses the connection; every other failure is recorded. */
async function worker(base: string, index: number, signalled: () => number | undefined, outcome: Outcome) {
  for (let i = 0; ; i++) {
    const sentAt = Date.now();
    const request =
      i % 2 === 0
        ? fetch(`${base}/pbs/rest/v3/products?page-number=${(i % 3) + 1}`, {
            headers: { 'realm-name': 'demo' },
          })
        : fetch(`${base}/ums/rest/v3/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'realm-name': 'demo' },
            body: JSON.stringify({ username: `load${index}@example.com`, password: 'Wrong-pass-1' }),
          });
    try {
      const response = await request;
      await response.arrayBuffer();
      if (response.status !== 200 && response.status !== 401) {
        outcome.failed.push(`${response.status} after ${i} requests`);
      } else {
        outcome.ok += 1;
        const signal = signalled();
        if (signal !== undefined && sentAt < signal) outcome.finishedAfterSignal += 1;
      }
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'ECONNREFUSED') {
        outcome.refused += 1;
        return;
      }
      outcome.failed.push(`${code ?? String(error)} after ${i} requests`);
      if (signalled() === undefined) continue;
      return;
    }
  }
}

describe('SIGTERM', () => {
  it('stops accepting, finishes the requests it accepted, closes the database and exits 0', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const base = `http://127.0.0.1:${port}`;
    let signalledAt: number | undefined;
    const outcome: Outcome = { ok: 0, finishedAfterSignal: 0, refused: 0, failed: [] };
    const load = Array.from({ length: 8 }, (_, index) => worker(base, index, () => signalledAt, outcome));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all(load);
    const code = await server.exited;

    expect(outcome.failed).toEqual([]);
    expect(outcome.refused).toBe(8);
    expect(outcome.ok).toBeGreaterThan(0);
    expect(outcome.finishedAfterSignal).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(server.output).toContain('SIGTERM received: no new connections; finishing the requests under way');
    expect(server.output.at(-1)).toBe('Stopped');
  }, 120_000);
});
