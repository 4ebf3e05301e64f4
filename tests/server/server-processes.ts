// Real server processes for the tests that need them (cluster.test.ts): `node --import tsx` on a
// server entry point, a free port, its output kept, ready when it says it listens (never a sleep).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Every line it wrote, stdout and stderr. */
  output: string[];
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM, then its exit code; at once when it has exited already. */
  stop(): Promise<number | null>;
}

/** What every test server gets: no built storefront, a small catalogue, the outbox for the tests. */
const TEST_ENV = {
  NODE_ENV: 'test',
  STATIC_DIR: '/nonexistent-dist',
  CATALOGUE_SIZE: '60',
  DEV_OUTBOX: 'true',
  PASSWORD_HASH_COST: '10',
};

/**
 * Runs `entry` (server/main.ts or server/cluster.ts) with `env` over the test environment, and
 * resolves once it prints "Storefront listening"; rejects with its output when it exits first.
 */
export async function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...TEST_ENV, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode) => {
      code = exitCode;
      resolve(exitCode);
    }),
  );
  const server: ServerProcess = {
    child,
    base: `http://127.0.0.1:${port}`,
    output,
    exited,
    stop() {
      if (code === undefined) child.kill('SIGTERM');
      return exited;
    },
  };
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      if (output.some((line) => line.startsWith('Storefront listening'))) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((exitCode) =>
      reject(new Error(`${entry} exited (${exitCode}) before listening:\n${output.join('\n')}`)),
    );
  });
  return server;
}
