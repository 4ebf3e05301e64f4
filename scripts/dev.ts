/**
 * `npm run dev`: the reference API on API_PORT (default 3001) and Vite on PORT (default 3000),
 * which proxies the API paths to it. Stopping this stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_URL: `http://localhost:${apiPort}` };
// E-mailed links lead to the storefront the developer has open (Vite), not to the API's port.
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, PORT: apiPort, STATIC_DIR: '', PUBLIC_URL: publicUrl },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

function stopAll(code: number) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
