import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Account, Project, Tokens } from '../api/types';

export interface SessionState {
  tokens: Tokens | null;
  account: Account | null;
  projects: Project[] | null;
  setTokens: (tokens: Tokens) => void;
  setAccount: (account: Account) => void;
  setProjects: (projects: Project[]) => void;
  /** Clears both tokens and every piece of session state (spec 000 §4, 001 §4). */
  logout: () => void;
}

const signedOut = { tokens: null, account: null, projects: null } as const;

export const SESSION_STORAGE_KEY = 'sf-session';

/** Features persist under this prefix, so logout can clear them even when their remote never loaded. */
export const FEATURE_STORAGE_PREFIX = 'sf-';

function clearFeatureStorage() {
  if (typeof localStorage === 'undefined') return;
  Object.keys(localStorage)
    .filter((key) => key.startsWith(FEATURE_STORAGE_PREFIX) && key !== SESSION_STORAGE_KEY)
    .forEach((key) => localStorage.removeItem(key));
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      setTokens: (tokens) => set({ tokens }),
      setAccount: (account) => set({ account }),
      setProjects: (projects) => set({ projects }),
      logout: () => {
        clearFeatureStorage();
        set({ ...signedOut });
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ tokens, account, projects }) => ({ tokens, account, projects }),
    },
  ),
);

// Another tab logged in, out or refreshed: take its session rather than overwrite it later.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
  });
}

export const SUPER_USER_SYSTEM_ROLE = 2;

export function isSuperUser(account: Account | null): boolean {
  return (account?.system_role ?? 0) >= SUPER_USER_SYSTEM_ROLE;
}

export function hasPermission(account: Account | null, permission: string): boolean {
  return account?.role.rolePermissions.some((entry) => entry.permission.name === permission) ?? false;
}

/** A session is usable while its refresh token is unexpired; the access token is renewed on demand. */
export function hasLiveTokens(tokens: Tokens | null, now = Date.now()): boolean {
  return tokens !== null && Date.parse(tokens.refresh_token_expiry) > now;
}
