import { fileURLToPath } from 'node:url';
import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

/**
 * Login attempts allowed per window. The email + client pair is limited tightly (an attacker guessing
 * from one place), the email alone loosely (a distributed guess is slowed, yet the owner is not locked
 * out by strangers failing on their address), and the client alone for address sweeps.
 */
export interface LoginLimits {
  maxAttemptsPerEmailAndIp: number;
  maxAttemptsPerEmail: number;
  maxAttemptsPerIp: number;
  windowSeconds: number;
}

/** The limit every client has across all endpoints. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Consumer reports from the scan page (ADR 0060): each client (an IPv4 address or an IPv6 /64) and each tag has its
 * own allowance per window, counted where the general limit counts (Redis or memory).
 */
export interface ReportLimits {
  maxPerClient: number;
  clientWindowSeconds: number;
  maxPerTag: number;
  tagWindowSeconds: number;
}

/** S3 or an S3-compatible store for uploaded files. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Another store than AWS S3 (MinIO, R2…); unset for AWS. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`; most compatible stores need it. */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `console/`. */
  prefix: string;
  /** Unset: the SDK's default chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** How webhook messages are retried and when a failing endpoint is turned off (ADR 0061). */
export interface WebhookDeliveryConfig {
  /** The wait after a first failed attempt; it doubles with each failure, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message is retried this long after it was queued, then given up. */
  retryForSeconds: number;
  /** An endpoint whose attempts all failed for this long is turned off and its Administrators are emailed. */
  disableAfterSeconds: number;
  /** A process that dies mid-send leaves the message to another once this runs out. */
  leaseSeconds: number;
  /** The longest an attempt waits for the receiver's answer. */
  timeoutMs: number;
  /** Delivered and failed messages, with their attempts, are deleted this many days after they finished. */
  keepDays: number;
}

/** Where asset files are kept: a local folder by default, S3 when ASSETS_S3_BUCKET is set. */
export type AssetStorageConfig = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3StorageConfig);

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  login: LoginLimits;
  rateLimit: RateLimit;
  reportLimits: ReportLimits;
  /** Where rate-limit counters live so several API processes share them; memory when unset. */
  redisUrl: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  /** true (trust X-Forwarded-For), false, a hop count, or a comma list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  productName: string;
  /** The console's address, for the links in emails. */
  consoleUrl: string;
  /** Where the outbox is sent (smtp:// or smtps://); without it mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  mailFrom: string;
  /** Where /need-help requests are mailed. */
  supportEmail: string;
  logLevel: string;
  logPretty: boolean;
  /** One log line per request; off for a readable terminal in `npm start`. */
  logRequests: boolean;
  /** How long a silent tag-order worker keeps its order before another process may take it over. */
  tagOrderLeaseSeconds: number;
  assetStorage: AssetStorageConfig;
  webhooks: WebhookDeliveryConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `api/.data/pglite`, whether running from src/ or dist/ (both sit one level below api/). */
export const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** The remotes' standalone dev servers; production allows no other origin unless CORS_ORIGINS names it. */
const DEVELOPMENT_CORS_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
const MIN_SECRET_LENGTH = 32;

type Env = Record<string, string | undefined>;

/** Parses the environment once; throws a ConfigError that lists every problem at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = oneOf<NodeEnv>('NODE_ENV', ['development', 'production', 'test'], 'development');
  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  if (jwtSecret === undefined && nodeEnv === 'production') {
    problems.push('JWT_SECRET is required when NODE_ENV=production');
  }
  const flag = (name: string, fallback: boolean): boolean => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const seedDemo = flag('SEED_DEMO', false);
  if (seedDemo && nodeEnv === 'production') problems.push('SEED_DEMO cannot be used with NODE_ENV=production');
  const redisUrl = text('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }
  const consoleUrl = text('CONSOLE_URL');
  if (consoleUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(consoleUrl)) {
    problems.push('CONSOLE_URL must be an http:// or https:// address');
  }
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl))
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  const supportEmail = text('SUPPORT_EMAIL');
  if (supportEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(supportEmail)) {
    problems.push('SUPPORT_EMAIL must be an email address');
  }
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const dataDir = path.resolve(text('DATA_DIR') ?? defaultDataDir);
  const assetStorage = assetStorageConfig(text, flag, problems, dataDir);

  const config: Config = {
    nodeEnv,
    port: integer('PORT', 3000, 0, 65535),
    // API_HOST first: `npm start` keeps the API on this machine behind its gateway, whatever HOST opens.
    host: text('API_HOST') ?? text('HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', 900, 10),
    refreshTokenTtlSeconds: integer('REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600, 60),
    login: {
      maxAttemptsPerEmailAndIp: integer('LOGIN_MAX_ATTEMPTS_PER_EMAIL_AND_IP', 10, 1),
      maxAttemptsPerEmail: integer('LOGIN_MAX_ATTEMPTS_PER_EMAIL', 100, 1),
      maxAttemptsPerIp: integer('LOGIN_MAX_ATTEMPTS_PER_IP', 50, 1),
      windowSeconds: integer('LOGIN_WINDOW_SECONDS', 15 * 60, 1),
    },
    rateLimit: {
      max: integer('RATE_LIMIT_MAX', 600, 1),
      windowSeconds: integer('RATE_LIMIT_WINDOW_SECONDS', 60, 1),
    },
    reportLimits: {
      maxPerClient: integer('REPORT_MAX_PER_CLIENT', 10, 1),
      clientWindowSeconds: integer('REPORT_CLIENT_WINDOW_SECONDS', 3600, 1),
      maxPerTag: integer('REPORT_MAX_PER_TAG', 30, 1),
      tagWindowSeconds: integer('REPORT_TAG_WINDOW_SECONDS', 24 * 3600, 1),
    },
    redisUrl,
    seedDemo,
    corsOrigins:
      text('CORS_ORIGINS')
        ?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? (nodeEnv === 'production' ? [] : DEVELOPMENT_CORS_ORIGINS),
    trustProxy: parseTrustProxy(text('TRUST_PROXY')),
    productName: text('PRODUCT_NAME') ?? 'Smart Fingerprint',
    consoleUrl: (consoleUrl ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    smtpUrl,
    mailFrom: text('MAIL_FROM') ?? `${text('PRODUCT_NAME') ?? 'Smart Fingerprint'} <no-reply@localhost>`,
    supportEmail: (supportEmail ?? 'support@console.localhost').toLowerCase(),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    logPretty: flag('LOG_PRETTY', false),
    logRequests: flag('LOG_REQUESTS', true),
    tagOrderLeaseSeconds: integer('TAG_ORDER_LEASE_SECONDS', 30, 1, 3600),
    assetStorage,
    webhooks: {
      retryBaseMs: integer('WEBHOOK_RETRY_BASE_MS', 5_000, 1, 3_600_000),
      retryMaxMs: integer('WEBHOOK_RETRY_MAX_MS', 3_600_000, 1, 24 * 3_600_000),
      retryForSeconds: integer('WEBHOOK_RETRY_FOR_SECONDS', 24 * 3600, 1, 30 * 24 * 3600),
      disableAfterSeconds: integer('WEBHOOK_DISABLE_AFTER_SECONDS', 3 * 24 * 3600, 1, 365 * 24 * 3600),
      leaseSeconds: integer('WEBHOOK_LEASE_SECONDS', 60, 1, 3600),
      timeoutMs: integer('WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
      keepDays: integer('WEBHOOK_KEEP_DAYS', 30, 1, 3650),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** ASSETS_DIR (default DATA_DIR/assets), or S3 when ASSETS_S3_BUCKET is set. */
function assetStorageConfig(
  text: (name: string) => string | undefined,
  flag: (name: string, fallback: boolean) => boolean,
  problems: string[],
  dataDir: string,
): AssetStorageConfig {
  const bucket = text('ASSETS_S3_BUCKET');
  const s3Only = ['ASSETS_S3_ENDPOINT', 'ASSETS_S3_ACCESS_KEY_ID', 'ASSETS_S3_SECRET_ACCESS_KEY', 'ASSETS_S3_PREFIX'];
  if (bucket === undefined) {
    const stray = s3Only.filter((name) => text(name) !== undefined);
    if (stray.length > 0) problems.push(`${stray.join(', ')} need ASSETS_S3_BUCKET`);
    return { driver: 'local', dir: path.resolve(text('ASSETS_DIR') ?? path.join(dataDir, 'assets')) };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push('ASSETS_S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)');
  }
  const endpoint = text('ASSETS_S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) {
    problems.push('ASSETS_S3_ENDPOINT must be an http:// or https:// address');
  }
  const accessKeyId = text('ASSETS_S3_ACCESS_KEY_ID');
  const secretAccessKey = text('ASSETS_S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('ASSETS_S3_ACCESS_KEY_ID and ASSETS_S3_SECRET_ACCESS_KEY must be set together');
  }
  const prefix = text('ASSETS_S3_PREFIX') ?? '';
  if (prefix !== '' && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/$/.test(prefix)) {
    problems.push('ASSETS_S3_PREFIX must be a path ending in / (e.g. console/assets/)');
  }
  return {
    driver: 's3',
    bucket,
    region: text('ASSETS_S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: flag('ASSETS_S3_FORCE_PATH_STYLE', endpoint !== undefined),
    prefix,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw.split(',').map((entry) => entry.trim());
}
