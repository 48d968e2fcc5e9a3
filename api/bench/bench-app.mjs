// The API as the benchmarks run it: no general rate limit, no tag-order worker, a demo user's token; or as its own
// process (`node dist/server.js`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../dist/app.js';
import { loadConfig } from '../dist/config.js';
import { DEMO_PASSWORD } from '../dist/seed/demo-data.js';

/** The app on `db` (not listening) and an access token of `email` (the super user unless named). */
export async function benchApp(db, { email = 'super@demo.test', config = {} } = {}) {
  const app = await buildApp({
    config: { ...loadConfig({ NODE_ENV: 'test' }), rateLimit: { max: 1_000_000, windowSeconds: 60 }, ...config },
    db,
    jwtSecret: 'bench-secret-that-is-long-enough-0123456789',
    logger: false,
    tagOrderWorker: false,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth-service/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { app, token: login.json().access_token };
}

/**
 * `node dist/server.js` with `env` (no general rate limit, quiet logs) on a free-looking port; resolves with the
 * child and its URL once it answers /api/health.
 */
export async function startApiServer(env) {
  const port = 3800 + Math.floor(Math.random() * 190);
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not answer /api/health within 120 s');
}
