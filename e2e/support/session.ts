import type { Page } from '@playwright/test';

export const SESSION_STORAGE_KEY = 'sf-session';

interface PersistedSession {
  state: { tokens: Record<string, string> | null; account: unknown; projects: unknown };
}

export async function readSession(page: Page): Promise<PersistedSession['state'] | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as PersistedSession).state : null;
}

/** Collects the URL of every page the browser showed, client-side navigations included. */
export function recordVisitedPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

/** Replaces stored tokens as the next page starts, before the console can write the session back. */
export async function replaceStoredTokensOnNextLoad(page: Page, tokens: Record<string, string>) {
  await page.addInitScript(
    ({ key, replacement }) => {
      if (sessionStorage.getItem('tokens-replaced')) return;
      sessionStorage.setItem('tokens-replaced', 'yes');
      const session = JSON.parse(localStorage.getItem(key) ?? '{}');
      Object.assign(session.state.tokens, replacement);
      localStorage.setItem(key, JSON.stringify(session));
    },
    { key: SESSION_STORAGE_KEY, replacement: tokens },
  );
}
