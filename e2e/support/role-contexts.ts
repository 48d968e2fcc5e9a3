export { expect } from '@playwright/test';
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './demo-accounts';
import { LoginPage } from './login-page';
import { SESSION_STORAGE_KEY } from './session';

export type Role = 'signedOut' | 'superUser' | 'admin' | 'guest' | 'newcomer';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const emails: Record<Exclude<Role, 'signedOut'>, string> = {
  superUser: demo.superUser.email,
  admin: demo.admin.email,
  guest: demo.guest.email,
  /** Verified, without a first name yet: the onboarding page's user. */
  newcomer: demo.newcomer.email,
};

/**
 * Fresh browser contexts per role, each already signed in. Each role logs in through the form once per
 * worker (the session the console keeps is whatever its login stores); every context then gets a token pair
 * of its own from the API: refresh tokens rotate and a reused one revokes its whole family, so two contexts
 * must never share one.
 */
export const test = base.extend<
  { newContextAs: (role: Role, options?: { viewport?: { width: number; height: number } }) => Promise<BrowserContext> },
  { signedInStates: Map<Role, StorageState> }
>({
  signedInStates: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide) => {
      await provide(new Map());
    },
    { scope: 'worker' },
  ],
  newContextAs: async ({ browser, signedInStates }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (role, options = {}) => {
      const storageState = role === 'signedOut' ? undefined : await freshState(browser, signedInStates, role);
      const context = await browser.newContext({ storageState, ...options });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

async function freshState(browser: Browser, states: Map<Role, StorageState>, role: Exclude<Role, 'signedOut'>) {
  let state = states.get(role);
  if (!state) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await new LoginPage(page).logInAs(emails[role]);
    state = await context.storageState();
    await context.close();
    states.set(role, state);
  }
  const login = await fetch(new URL('/api/auth-service/auth/login', state.origins[0]?.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: emails[role], password: DEMO_PASSWORD }),
  });
  expect(login.ok, `API login as ${emails[role]}`).toBe(true);
  const tokens = await login.json();
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) => {
        if (item.name !== SESSION_STORAGE_KEY) return item;
        const session = JSON.parse(item.value);
        session.state.tokens = tokens;
        return { name: item.name, value: JSON.stringify(session) };
      }),
    })),
  };
}
