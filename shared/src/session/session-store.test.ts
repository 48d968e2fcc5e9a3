import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, useSession } from './session-store';

describe('session logout', () => {
  it('clears both tokens, the account, the projects and every feature key stored under sf-', () => {
    useSession.getState().setTokens({
      access_token: 'a',
      access_token_expiry: '2030-01-01T00:00:00Z',
      refresh_token: 'r',
      refresh_token_expiry: '2030-01-01T00:00:00Z',
    });
    localStorage.setItem('sf-download-queue:u1:p1', '[]');
    localStorage.setItem('unrelated', 'kept');

    useSession.getState().logout();

    expect(useSession.getState()).toMatchObject({ tokens: null, account: null, projects: null });
    expect(localStorage.getItem('sf-download-queue:u1:p1')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.tokens).toBeNull();
  });
});
