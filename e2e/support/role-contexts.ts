export { expect } from '@playwright/test';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './demo-accounts';
import { baseURL } from './ports';
import { SESSION_STORAGE_KEY } from './session';

export type Role = 'signedOut' | 'superUser' | 'admin' | 'guest' | 'newcomer';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The demo password unless a test set its own; the worker's gateway unless the test runs another one. */
interface SignIn {
  password?: string;
  origin?: string;
}

/** The console persists the first page of projects, as many as the list shows. */
const PROJECTS_PAGE_SIZE = 15;

const emails: Record<Exclude<Role, 'signedOut'>, string> = {
  superUser: demo.superUser.email,
  admin: demo.admin.email,
  guest: demo.guest.email,
  /** Verified, without a first name yet: the onboarding page's user. */
  newcomer: demo.newcomer.email,
};

/**
 * Browser contexts per role, each signed in through the API with a token pair of its own: refresh tokens
 * rotate and a reused one revokes its whole family, so two contexts must never share one.
 * `newContextAs` opens a fresh context for the test; `newPageAs` opens a page in the worker's one context
 * of that role, so a sweep of many pages pays for each sign-in once (the page closes with the test).
 */
export const test = base.extend<
  {
    newContextAs: (role: Role, options?: { viewport?: { width: number; height: number } }) => Promise<BrowserContext>;
    newPageAs: (role: Role) => Promise<Page>;
  },
  { sharedContexts: Map<Role, Promise<BrowserContext>> }
>({
  sharedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, provide) => {
      const contexts = new Map<Role, Promise<BrowserContext>>();
      await provide(contexts);
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
  newContextAs: async ({ browser }, provide) => {
    const opened: BrowserContext[] = [];
    await provide(async (role, options = {}) => {
      const context = await browser.newContext({ storageState: await stateOf(role), ...options });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  newPageAs: async ({ browser, sharedContexts }, provide) => {
    const opened: Page[] = [];
    await provide(async (role) => {
      if (!sharedContexts.has(role))
        sharedContexts.set(
          role,
          stateOf(role).then((storageState) => browser.newContext({ storageState })),
        );
      const page = await (await sharedContexts.get(role)!).newPage();
      opened.push(page);
      return page;
    });
    await Promise.all(opened.map((page) => page.close()));
  },
});

const stateOf = (role: Role) => (role === 'signedOut' ? Promise.resolve(undefined) : signedInState(emails[role]));

/**
 * Node's fetch, sent once more when the connection fails ("fetch failed"): on a loaded machine the gateway can
 * close an idle kept-alive connection just as the next request goes out on it.
 */
async function fetchRetried(url: URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/**
 * What the console keeps after its login form signs `email` in (tokens, account, first page of projects),
 * made through the API: a context or page given it opens any route signed in. The tests of the form itself
 * sign in through it.
 */
export async function signedInState(
  email: string,
  { password = DEMO_PASSWORD, origin = baseURL }: SignIn = {},
): Promise<StorageState> {
  const auth = (route: string) => new URL(`/api/auth-service/${route}`, baseURL);
  const login = await fetchRetried(auth('auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.ok, `API login as ${email}: ${login.status}`).toBe(true);
  const tokens = await login.json();
  const get = async (route: string) => {
    const response = await fetchRetried(auth(route), { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(response.ok, `GET ${route} as ${email}: ${response.status}`).toBe(true);
    return response.json();
  };
  const account = await get('auth/profile');
  // The API refuses an unverified account's project list, whatever its role allows.
  const canReadProjects =
    account.is_verified &&
    account.role.rolePermissions.some(
      (entry: { permission: { name: string } }) => entry.permission.name === 'project:read',
    );
  const projects = canReadProjects ? (await get(`projects?offset=0&limit=${PROJECTS_PAGE_SIZE}`)).data : [];
  const session = { state: { tokens, account, projects }, version: 0 };
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(session) }] }],
  };
}

/**
 * Puts `email`'s session in the page's context: the next page it opens on `origin` is signed in.
 */
export async function signInThroughApi(page: Page, email: string, signIn: SignIn = {}) {
  await page.context().setStorageState(await signedInState(email, signIn));
}

/**
 * Signs `email` in through the API and opens the console, which lands where its guards send this user, as the
 * login form does: for tests whose subject is not the form.
 */
export async function signInAs(page: Page, email: string, signIn: SignIn = {}) {
  await signInThroughApi(page, email, signIn);
  await page.goto(`${signIn.origin ?? baseURL}/`);
  await page.waitForURL((url) => url.pathname !== '/login');
}
