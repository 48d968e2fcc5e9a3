import { describe, expect, it } from 'vitest';
import { emailIssue, emailSchema, firstIssue, passwordIssues, validateEmail, validatePassword } from './credentials';

describe('email validation', () => {
  it.each(['', '   ', 'not-an-email', 'a@b', '@example.com'])('rejects %j with "Invalid email"', (value) => {
    expect(validateEmail(value)).toBe('Invalid email');
  });

  it.each(['', 'not-an-email', 'a@b', 'ada@acme .test', 42, undefined])(
    'gives %j the internal code INVALID, shown by the forms as "Invalid email"',
    (value) => {
      expect(emailIssue(value)).toBe('INVALID');
      expect(firstIssue(emailSchema, value)).toBe('Invalid email');
    },
  );

  it('accepts a normal address, ignoring surrounding spaces', () => {
    expect(validateEmail(' ada@acme.test ')).toBeNull();
    expect(emailIssue(' ada@acme.test ')).toBeNull();
  });
});

describe('password validation', () => {
  it('reports each broken rule by its spec code', () => {
    expect(passwordIssues('abc')).toEqual(['TOO_SHORT', 'NO_NUMBERS']);
    expect(passwordIssues('12345678')).toEqual(['NO_LETTERS']);
    expect(passwordIssues('')).toEqual(['TOO_SHORT', 'NO_NUMBERS', 'NO_LETTERS']);
    expect(passwordIssues('demo-pass-1')).toEqual([]);
  });

  it('shows the spec message of the first broken rule', () => {
    expect(validatePassword('short1')).toBe('Must be 8 or more characters');
    expect(validatePassword('longenough')).toBe('Must include a number');
    expect(validatePassword('1234567890')).toBe('Must include a letter');
    expect(validatePassword('demo-pass-1')).toBeNull();
  });
});
