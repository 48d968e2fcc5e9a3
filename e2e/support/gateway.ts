import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { otherGatewayURL, ports } from './ports';

const shellDir = path.join(import.meta.dirname, '..', '..', 'shell');
const built = (file: string) => JSON.parse(readFileSync(path.join(shellDir, 'dist', file), 'utf8'));

/**
 * Starts a second gateway the way an operator deploys one: the built remotes.json and config.json with
 * these entries changed, passed as REMOTES_JSON and CONFIG_JSON (so its pages carry the CSP those files
 * call for), at `otherGatewayURL` and its scan page at `scanPageUrl`; `env` adds or replaces variables
 * (undefined: removes one).
 * `stderr()` is what it logged so far. `stop` it when the test ends; a gateway that never answers is
 * killed before the error is thrown.
 */
export async function startGateway(
  changes: { remotes?: Record<string, string>; config?: Record<string, unknown> } = {},
  { env = {}, timeout = 10_000 }: { env?: Record<string, string | undefined>; timeout?: number } = {},
) {
  const folder = mkdtempSync(path.join(tmpdir(), 'sf-gateway-'));
  const remotesJson = path.join(folder, 'remotes.json');
  const configJson = path.join(folder, 'config.json');
  writeFileSync(remotesJson, JSON.stringify({ ...built('remotes.json'), ...changes.remotes }));
  writeFileSync(configJson, JSON.stringify({ ...built('config.json'), ...changes.config }));
  const gateway = spawn('node', ['server/gateway.mjs'], {
    cwd: shellDir,
    env: {
      ...process.env,
      PORT: String(ports.otherGateway),
      SCAN_PAGE_PORT: String(ports.otherScanPage),
      API_URL: `http://127.0.0.1:${ports.api}`,
      REMOTES_JSON: remotesJson,
      CONFIG_JSON: configJson,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  gateway.stderr.setEncoding('utf8');
  gateway.stderr.on('data', (chunk: string) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  // Killed outright: a graceful close would wait for the browser's keep-alive connections, and the next
  // test's gateway needs the port.
  const exited = new Promise((resolve) => gateway.once('exit', resolve));
  const stop = () => (gateway.kill('SIGKILL'), exited);
  const url = otherGatewayURL;
  try {
    await expect.poll(async () => (await fetch(`${url}/login`).catch(() => undefined))?.status, { timeout }).toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    scanPageUrl: `http://localhost:${ports.otherScanPage}`,
    remotesJson,
    configJson,
    stderr: () => stderr,
    stop,
  };
}
