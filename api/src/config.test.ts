import { readFileSync } from 'node:fs';
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
      login: { maxAttemptsPerEmailAndIp: 10, maxAttemptsPerEmail: 100, maxAttemptsPerIp: 50, windowSeconds: 900 },
      rateLimit: { max: 600, windowSeconds: 60 },
      reportLimits: { maxPerClient: 10, clientWindowSeconds: 3600, maxPerTag: 30, tagWindowSeconds: 86_400 },
      redisUrl: undefined,
      seedDemo: false,
      corsOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      trustProxy: false,
      productName: 'Smart Fingerprint',
      logLevel: 'info',
      logPretty: false,
      logRequests: true,
      tagOrderLeaseSeconds: 30,
    });
    expect(defaultDataDir).toMatch(/api\/\.data\/pglite$/);
  });

  it('listens on API_HOST before HOST, and `npm start` keeps the API on 127.0.0.1 whatever HOST opens', () => {
    expect(loadConfig({ HOST: '0.0.0.0', API_HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    // The root `product` script's variables, as `HOST=0.0.0.0 npm start` hands them to the API.
    const product: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts
      .product;
    // `${NAME:-default}` is the shell's default when the caller sets none.
    const env = Object.fromEntries(
      [...product.matchAll(/\b([A-Z_]+)=(\S+)/g)].map(([, name, value = '']) => [
        name,
        value.replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1'),
      ]),
    );
    expect(loadConfig({ ...env, HOST: '0.0.0.0' }).host).toBe('127.0.0.1');
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
      LOGIN_MAX_ATTEMPTS_PER_EMAIL_AND_IP: '2',
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3',
      RATE_LIMIT_MAX: '100',
      RATE_LIMIT_WINDOW_SECONDS: '10',
      REPORT_MAX_PER_CLIENT: '2',
      REPORT_CLIENT_WINDOW_SECONDS: '60',
      REPORT_MAX_PER_TAG: '4',
      REPORT_TAG_WINDOW_SECONDS: '600',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_REQUESTS: 'false',
      LOGIN_MAX_ATTEMPTS_PER_IP: '7',
      LOGIN_WINDOW_SECONDS: '120',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      PRODUCT_NAME: 'Tagger',
      LOG_LEVEL: 'debug',
      LOG_PRETTY: '1',
      TAG_ORDER_LEASE_SECONDS: '3',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      login: { maxAttemptsPerEmailAndIp: 2, maxAttemptsPerEmail: 3, maxAttemptsPerIp: 7, windowSeconds: 120 },
      rateLimit: { max: 100, windowSeconds: 10 },
      reportLimits: { maxPerClient: 2, clientWindowSeconds: 60, maxPerTag: 4, tagWindowSeconds: 600 },
      redisUrl: 'redis://127.0.0.1:6379',
      seedDemo: false,
      logRequests: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      productName: 'Tagger',
      logLevel: 'debug',
      logPretty: true,
      tagOrderLeaseSeconds: 3,
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
    ['true', true],
    ['1', true],
    ['0', false],
    ['false', false],
  ])('reads SEED_DEMO=%s as %s: demo data only when asked for', (raw, seed) => {
    expect(loadConfig({ SEED_DEMO: raw }).seedDemo).toBe(seed);
  });

  it('refuses demo data in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' })).toThrow(
      'SEED_DEMO cannot be used with NODE_ENV=production',
    );
  });

  it('allows no browser origin in production unless CORS_ORIGINS names one', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).corsOrigins).toEqual([]);
    expect(loadConfig({ ...production, CORS_ORIGINS: 'https://console.example' }).corsOrigins).toEqual([
      'https://console.example',
    ]);
  });

  it('refuses a REDIS_URL that is not a redis URL', () => {
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow('REDIS_URL must start with redis://');
  });

  it('mails /need-help requests to SUPPORT_EMAIL, and refuses one that is not an address', () => {
    expect(loadConfig({}).supportEmail).toBe('support@console.localhost');
    expect(loadConfig({ SUPPORT_EMAIL: 'Help@Brand.example' }).supportEmail).toBe('help@brand.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'help desk' })).toThrow('SUPPORT_EMAIL must be an email address');
  });

  it('reads TRUST_PROXY as a boolean or a hop count, off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('keeps assets in DATA_DIR/assets by default, or in ASSETS_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/sf' }).assetStorage).toEqual({ driver: 'local', dir: '/tmp/sf/assets' });
    expect(loadConfig({ ASSETS_DIR: '/srv/assets' }).assetStorage).toEqual({ driver: 'local', dir: '/srv/assets' });
  });

  it('keeps assets on S3 when ASSETS_S3_BUCKET is set, path-style when an endpoint is given', () => {
    expect(
      loadConfig({
        ASSETS_S3_BUCKET: 'console-assets',
        ASSETS_S3_ENDPOINT: 'http://127.0.0.1:9000',
        ASSETS_S3_ACCESS_KEY_ID: 'key',
        ASSETS_S3_SECRET_ACCESS_KEY: 'secret',
        ASSETS_S3_PREFIX: 'console/',
      }).assetStorage,
    ).toEqual({
      driver: 's3',
      bucket: 'console-assets',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'console/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ ASSETS_S3_BUCKET: 'aws-bucket', ASSETS_S3_REGION: 'eu-west-1' }).assetStorage).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('lists every problem of the asset storage settings', () => {
    expect(() => loadConfig({ ASSETS_S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'ASSETS_S3_ENDPOINT need ASSETS_S3_BUCKET',
    );
    expect(() =>
      loadConfig({
        ASSETS_S3_BUCKET: 'Not_A_Bucket',
        ASSETS_S3_ENDPOINT: 'minio:9000',
        ASSETS_S3_ACCESS_KEY_ID: 'key',
        ASSETS_S3_PREFIX: '/abs',
      }),
    ).toThrow(
      /ASSETS_S3_BUCKET must be a bucket name[\s\S]*ASSETS_S3_ENDPOINT must be an http[\s\S]*set together[\s\S]*ASSETS_S3_PREFIX must be a path/,
    );
  });
});
