import type { Page } from '@playwright/test';

/** Serves the console a remotes.json that points one remote elsewhere (the runtime file, not an API). */
export async function pointRemoteAt(page: Page, remote: string, manifestUrl: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...remotes, [remote]: manifestUrl } });
  });
}
