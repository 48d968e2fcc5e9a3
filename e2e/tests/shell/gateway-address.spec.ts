import net from 'node:net';
import os from 'node:os';
import { expect, test } from '@playwright/test';
import { startGateway } from '../../support/gateway';
import { ports } from '../../support/ports';

/** Whether a TCP connection to the address is accepted (refused or silent: not). */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 2_000 });
    const answer = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });

/** This machine's addresses that others on its network reach (link-local ones need an interface to dial). */
const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((entry) => entry && !entry.internal && !entry.address.startsWith('fe80:'))
  .map((entry) => entry?.address ?? '');

test.describe('Where the gateway listens', () => {
  test('listens on this machine only, as `npm start` runs it without HOST', async () => {
    test.skip(networkAddresses.length === 0, 'this machine has no address but loopback');
    expect(await accepts('127.0.0.1', ports.gateway)).toBe(true);
    for (const address of networkAddresses) {
      expect(await accepts(address, ports.gateway), `the gateway on ${address}`).toBe(false);
    }
  });

  test('warns at start when HOST opens it to the network and SCAN_PAGE_URL still says localhost', async () => {
    const WARNING = 'SCAN_PAGE_URL is not set';
    // Nothing of the API behind it while it listens on every interface.
    const env = { HOST: '0.0.0.0', SCAN_PAGE_URL: undefined, API_URL: `http://127.0.0.1:${ports.deadRemote}` };
    const cases = [
      [env, true],
      [{ ...env, SCAN_PAGE_URL: 'http://192.0.2.10:8090' }, false],
      [{ ...env, HOST: undefined }, false],
    ] as const;
    for (const [variables, warns] of cases) {
      const gateway = await startGateway({}, { env: variables });
      try {
        // Printed before it listens: in by the time the console answers.
        await expect.poll(() => gateway.stderr().includes(WARNING), JSON.stringify(variables)).toBe(warns);
      } finally {
        await gateway.stop();
      }
    }
  });
});
