// The API as the benchmarks run it: no general rate limit, no tag-order worker, a demo user's token.
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
