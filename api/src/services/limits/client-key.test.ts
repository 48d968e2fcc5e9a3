import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.js';

describe('clientKeyOf', () => {
  it('keeps an IPv4 address whole', () => {
    expect(clientKeyOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('198.51.100.8')).toBe('198.51.100.8');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries, in either spelling', () => {
    expect(clientKeyOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKeyOf('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientKeyOf('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 client by its /64, however the address is spelled', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(key);
    expect(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:0DB8:0001:0002:0000:0000:0000:0063')).toBe(key);
    expect(clientKeyOf('2001:db8:1:2:0:ffff:c633:6407')).toBe(key);
    expect(clientKeyOf('2001:db8:1:2::198.51.100.7')).toBe(key);
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('expands :: wherever it stands', () => {
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('::')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('1::2:3:4:5:6')).toBe('1:0:0:2::/64');
    expect(clientKeyOf('1:2:3:4:5::')).toBe('1:2:3:4::/64');
    expect(clientKeyOf('1:2:3::4:5:6')).toBe('1:2:3:0::/64');
  });

  it('drops a zone index and keeps anything that is not an address as it is', () => {
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('unknown')).toBe('unknown');
    expect(clientKeyOf('')).toBe('');
  });
});
