import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolveDestination } from './webhook-destination.js';

describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    'ff02::1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '::ffff:808:808'])(
    'accepts %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
});

describe('resolveDestination', () => {
  it('refuses http:// and a loopback host when only public https is allowed', async () => {
    await expect(resolveDestination('http://example.com/hook', true)).rejects.toThrow(
      'Only https:// addresses are sent to (got http://).',
    );
    await expect(resolveDestination('https://127.0.0.1:8443/hook', true)).rejects.toThrow(
      '127.0.0.1 resolves to 127.0.0.1, which is not a public address: webhooks are not sent into a private network.',
    );
    await expect(resolveDestination('https://[::1]/hook', true)).rejects.toThrow('which is not a public address');
    await expect(resolveDestination('https://[::ffff:127.0.0.1]/hook', true)).rejects.toThrow(
      'which is not a public address',
    );
    await expect(resolveDestination('https://localhost/hook', true)).rejects.toThrow('which is not a public address');
  });

  it('allows loopback over http outside production, pinned to the address it resolved', async () => {
    await expect(resolveDestination('http://127.0.0.1:9/hook', false)).resolves.toMatchObject({
      address: '127.0.0.1',
      family: 4,
    });
  });
});
