import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createViewSchema } from './create-view';

const messages = (input: unknown) => {
  const result = v.safeParse(createViewSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('createViewSchema', () => {
  it('trims both fields', () => {
    expect(v.parse(createViewSchema, { name: ' Promo ', description: ' Summer ' })).toEqual({
      name: 'Promo',
      description: 'Summer',
    });
  });

  it('requires a name and a description, blank counting as missing', () => {
    expect(messages({ name: '', description: '  ' })).toEqual(['Name is required', 'Description is required']);
  });

  it('refuses a name over 100 and a description over 500 characters', () => {
    expect(messages({ name: 'n'.repeat(101), description: 'd'.repeat(501) })).toEqual([
      'At most 100 characters',
      'At most 500 characters',
    ]);
  });
});
