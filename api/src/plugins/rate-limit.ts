import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { RateLimit } from '../config.js';
import { AppError } from '../errors.js';

/** Waits a moment for Redis at start, so the first requests are counted; a Redis that stays away is only logged. */
function connected(redis: Redis, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * One limit per client across every endpoint, on top of the login limits. Counters live in Redis
 * when REDIS_URL is set, so several API processes share them; in memory for the one-process default.
 * A Redis outage lets requests through rather than taking the API down with it.
 */
export const rateLimitPlugin = fp<{ limit: RateLimit; redisUrl: string | undefined }>(
  async (app, { limit, redisUrl }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false })
      : undefined;
    redis?.on('error', (error) =>
      app.log.warn({ err: error }, 'rate-limit store unreachable; requests are let through'),
    );
    if (redis) {
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
      await connected(redis, 3000);
    }
    await app.register(rateLimit, {
      global: true,
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request) => request.ip,
      ...(redis ? { redis, nameSpace: 'sf-rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', `Too many requests. Try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['error-handler'] },
);
