import type { Page } from '@playwright/test';

/** Serves the console its config.json with these values set, as an operator's CONFIG_JSON does (the runtime file, not an API). */
export async function setRuntimeConfig(page: Page, values: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as Record<string, unknown>), ...values } });
  });
}
