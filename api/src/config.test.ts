import { describe, expect, it } from 'vitest';
import { ConfigError, defaultDataDir, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: defaultDataDir,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      login: { maxAttemptsPerEmail: 10, maxAttemptsPerIp: 50, windowSeconds: 900 },
      seedDemo: 'auto',
      corsOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      trustProxy: true,
      productName: 'Smart Fingerprint',
      logLevel: 'info',
      logPretty: false,
    });
    expect(defaultDataDir).toMatch(/api\/\.data\/pglite$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      JWT_SECRET: 's'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3',
      LOGIN_MAX_ATTEMPTS_PER_IP: '7',
      LOGIN_WINDOW_SECONDS: '120',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      PRODUCT_NAME: 'Tagger',
      LOG_LEVEL: 'debug',
      LOG_PRETTY: '1',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      login: { maxAttemptsPerEmail: 3, maxAttemptsPerIp: 7, windowSeconds: 120 },
      seedDemo: 'never',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      productName: 'Tagger',
      logLevel: 'debug',
      logPretty: true,
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOGIN_WINDOW_SECONDS: '0', SEED_DEMO: 'maybe', JWT_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT[\s\S]*JWT_SECRET|JWT_SECRET[\s\S]*PORT/);
    expect((error as Error).message).toContain('LOGIN_WINDOW_SECONDS');
    expect((error as Error).message).toContain('SEED_DEMO');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).nodeEnv).toBe('production');
  });

  it.each([
    ['true', 'always'],
    ['1', 'always'],
    ['0', 'never'],
    ['auto', 'auto'],
  ])('reads SEED_DEMO=%s as %s', (raw, mode) => {
    expect(loadConfig({ SEED_DEMO: raw }).seedDemo).toBe(mode);
  });

  it('reads TRUST_PROXY as a boolean or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
