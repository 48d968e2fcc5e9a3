import { fileURLToPath } from 'node:url';
import path from 'node:path';

export type SeedMode = 'auto' | 'always' | 'never';
export type NodeEnv = 'development' | 'production' | 'test';

export interface LoginLimits {
  maxAttemptsPerEmail: number;
  maxAttemptsPerIp: number;
  windowSeconds: number;
}

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
  seedDemo: SeedMode;
  corsOrigins: string[];
  /** true (trust X-Forwarded-For), false, a hop count, or a comma list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  productName: string;
  logLevel: string;
  logPretty: boolean;
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
const DEFAULT_CORS_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
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
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const config: Config = {
    nodeEnv,
    port: integer('PORT', 3000, 0, 65535),
    host: text('HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(text('DATA_DIR') ?? defaultDataDir),
    jwtSecret,
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', 900, 10),
    refreshTokenTtlSeconds: integer('REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600, 60),
    login: {
      maxAttemptsPerEmail: integer('LOGIN_MAX_ATTEMPTS_PER_EMAIL', 10, 1),
      maxAttemptsPerIp: integer('LOGIN_MAX_ATTEMPTS_PER_IP', 50, 1),
      windowSeconds: integer('LOGIN_WINDOW_SECONDS', 15 * 60, 1),
    },
    seedDemo: parseSeedMode(text('SEED_DEMO'), problems),
    corsOrigins:
      text('CORS_ORIGINS')
        ?.split(',')
        .map((o) => o.trim())
        .filter(Boolean) ?? DEFAULT_CORS_ORIGINS,
    trustProxy: parseTrustProxy(text('TRUST_PROXY')),
    productName: text('PRODUCT_NAME') ?? 'Smart Fingerprint',
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    logPretty: text('LOG_PRETTY') === '1' || text('LOG_PRETTY') === 'true',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseSeedMode(raw: string | undefined, problems: string[]): SeedMode {
  switch (raw?.toLowerCase()) {
    case undefined:
    case 'auto':
      return 'auto';
    case '1':
    case 'true':
    case 'always':
      return 'always';
    case '0':
    case 'false':
    case 'never':
      return 'never';
    default:
      problems.push(`SEED_DEMO must be auto, true or false (got "${raw}")`);
      return 'auto';
  }
}

function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === 'true') return true;
  if (raw === 'false') return false;
  return /^\d+$/.test(raw) ? Number(raw) : raw.split(',').map((entry) => entry.trim());
}
