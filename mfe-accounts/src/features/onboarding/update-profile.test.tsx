import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { useSession, type Account } from 'shared';
import { testQueryClient } from 'shared/testing';
import { profileSchema, updateProfile, useUpdateProfile } from './update-profile';

const messages = (input: unknown) => {
  const result = v.safeParse(profileSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

afterEach(() => useSession.getState().logout());

describe('profileSchema', () => {
  it('needs both names and the accepted terms', () => {
    expect(messages({ first_name: ' ', last_name: '', accepted_terms: false })).toEqual([
      'First name is required',
      'Last name is required',
      'You must accept the terms to continue',
    ]);
  });

  it('trims the names', () => {
    expect(v.parse(profileSchema, { first_name: ' Ada ', last_name: ' Lovelace ', accepted_terms: true })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      accepted_terms: true,
    });
  });
});

describe('updateProfile', () => {
  it('refuses to send a profile whose terms were not accepted', async () => {
    await expect(updateProfile({ first_name: 'Ada', last_name: 'L', accepted_terms: false })).rejects.toThrow(
      'You must accept the terms to continue',
    );
  });
});

describe('useUpdateProfile', () => {
  it('puts the saved profile in the session, which the guards read', async () => {
    const saved = { id: 'u1', email: 'ada@acme.test', first_name: 'Ada' } as Account;
    const update = vi.fn(async () => saved);
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateProfile(update), { wrapper });
    await act(() => result.current.mutateAsync({ first_name: 'Ada', last_name: 'L', accepted_terms: true }));
    expect(useSession.getState().account).toEqual(saved);
  });
});
