import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this origin with its query and hash', () => {
    expect(safeReturnPath('/projects/p1/analytics?dateRange=LAST_7_DAYS&platforms=WECHAT#map')).toBe(
      '/projects/p1/analytics?dateRange=LAST_7_DAYS&platforms=WECHAT#map',
    );
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash host', '/\\evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative path', 'projects'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['backslash later', '/projects\\..\\\\evil.example'],
    ['login (a loop)', '/login?next=/projects'],
    ['logout (signs out again)', '/logout'],
    ['the home page (the default anyway)', '/'],
    ['empty', ''],
    ['missing', null],
  ])('refuses %s', (_name, candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('normalises dot segments and stays on this origin', () => {
    expect(safeReturnPath('/projects/../admin')).toBe('/admin');
  });
});

describe('withReturnPath / returnPathFrom', () => {
  it('round-trips the page asked for through the query string', () => {
    const target = withReturnPath('/logout', { pathname: '/projects/p1/analytics', search: '?a=1&b=2', hash: '' });
    expect(target).toBe('/logout?next=%2Fprojects%2Fp1%2Fanalytics%3Fa%3D1%26b%3D2');
    expect(returnPathFrom(target.slice('/logout'.length))).toBe('/projects/p1/analytics?a=1&b=2');
  });

  it('adds nothing for the home page', () => {
    expect(withReturnPath('/logout', { pathname: '/', search: '', hash: '' })).toBe('/logout');
  });

  it('refuses a foreign next parameter', () => {
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBeNull();
  });
});
