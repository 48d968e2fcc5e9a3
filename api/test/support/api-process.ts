import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const srcDir = path.join(apiDir, 'src');
const distServer = path.join(apiDir, 'dist', 'server.js');
/** Inside api/node_modules so the compiled files resolve the API's dependencies. */
const freshBuildDir = path.join(apiDir, 'node_modules', '.cache', 'api-process-test');

function newestSourceChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceChange(file));
    else if (!entry.name.endsWith('.test.ts')) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * The server as the repo runs it: Node 20 cannot run TypeScript, so `node dist/server.js`. CI builds
 * before it tests, so `dist` is used when it is newer than every source file; otherwise (a local run
 * after an edit) the sources are compiled into `node_modules/.cache`, leaving `dist` to its owner.
 */
export function compiledServerEntry(): string {
  const sourceChanged = newestSourceChange(srcDir);
  if (fs.existsSync(distServer) && fs.statSync(distServer).mtimeMs >= sourceChanged) return distServer;
  const entry = path.join(freshBuildDir, 'server.js');
  if (fs.existsSync(entry) && fs.statSync(entry).mtimeMs >= sourceChanged) return entry;
  fs.rmSync(freshBuildDir, { recursive: true, force: true });
  const tsc = path.join(apiDir, 'node_modules', 'typescript', 'bin', 'tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', freshBuildDir], {
    cwd: apiDir,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`compiling the API for a process test failed:\n${build.stdout}${build.stderr}`);
  const shared = spawnSync(process.execPath, ['scripts/place-shared.mjs', freshBuildDir], {
    cwd: apiDir,
    encoding: 'utf8',
  });
  if (shared.status !== 0)
    throw new Error(`compiling shared for a process test failed:\n${shared.stdout}${shared.stderr}`);
  fs.cpSync(path.join(srcDir, 'db', 'migrations'), path.join(freshBuildDir, 'db', 'migrations'), { recursive: true });
  // Below node_modules Node does not see api/package.json, so the folder states its module type itself.
  fs.writeFileSync(path.join(freshBuildDir, 'package.json'), '{ "type": "module" }\n');
  return entry;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * What a process test starts the API with on `databaseUrl`: a test JWT secret, quiet logs and the
 * general rate limit out of the way, then `extra`.
 */
export function apiProcessEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'process-test-secret-that-is-long-enough-0123456789',
    RATE_LIMIT_MAX: '100000',
    ...extra,
  };
}

export interface ApiProcess {
  readonly pid: number;
  readonly url: string;
  /** What the process wrote so far (a failing test prints it). */
  output(): string;
  /** How the process ended (its exit code or signal), or null while it runs. */
  exited(): number | NodeJS.Signals | null;
  /** SIGKILL: no shutdown hook runs, its database connections just drop. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/** Starts `node <server.js>` with `env` on a free port and resolves once it answers /api/health. */
export async function startApiProcess(entry: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals, waitMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  };
  const api: ApiProcess = {
    pid: child.pid!,
    url,
    output: () => output,
    exited: () => child.exitCode ?? child.signalCode,
    kill: () => signal('SIGKILL', 5_000),
    stop: async () => {
      await signal('SIGTERM', 10_000);
      await signal('SIGKILL', 5_000);
    },
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await api.stop();
  throw new Error(`API process did not answer /api/health within 30 s:\n${output}`);
}
