import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs } from '../../support/api-as';
import { demo } from '../../support/demo-accounts';
import { signInThroughApi } from '../../support/role-contexts';

const GLOBEX_COSMETICS = '5f000000-0000-4000-8000-000000000103';

/** A browser of its own (its own storage, so its own kept draft) with the super user in the view's editor. */
async function editorIn(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, demo.superUser.email);
  await page.goto(path);
  await expect(page.getByText('All changes saved')).toBeVisible();
  return page;
}

async function saveState(page: Page, state: string) {
  await page.getByLabel('Display state').fill(state);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Someone else saved this view' });

test.describe('Result view editor: two people save one view (ADR 0013)', () => {
  test('the second save is told who saved and when, and can reload their version or overwrite it', async ({
    browser,
    request,
  }) => {
    const call = apiAs(request, demo.superUser.email, GLOBEX_COSMETICS);
    const view = await call('POST', '/api/content/views', {
      name: `Two editors ${Date.now()}`,
      description: 'Saved from two browsers.',
    });
    const path = `/projects/${GLOBEX_COSMETICS}/result-views/${view.id}`;
    const mine = await editorIn(browser, path);
    const theirs = await editorIn(browser, path);

    await saveState(theirs, 'Their first save');
    await expect(theirs.getByText('All changes saved')).toBeVisible();
    await saveState(mine, 'My stale draft');
    const dialog = conflictDialog(mine);
    await expect(dialog).toContainText('Sam Super saved this view at');
    const stored = await call('GET', `/api/content/views/${view.id}`);
    await expect(dialog.locator('time')).toHaveAttribute('datetime', stored.updated_at);
    expect(stored.display_state).toBe('Their first save');

    await dialog.getByRole('button', { name: 'Reload their version' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine.getByLabel('Display state')).toHaveValue('Their first save');
    await expect(mine.getByTestId('view-preview').getByText('Their first save')).toBeVisible();
    await expect(mine.getByText('All changes saved')).toBeVisible();

    await saveState(theirs, 'Their second save');
    await expect(theirs.getByText('All changes saved')).toBeVisible();
    await saveState(mine, 'Mine, on purpose');
    await expect(conflictDialog(mine)).toContainText('Sam Super saved this view at');
    await conflictDialog(mine).getByRole('button', { name: 'Overwrite' }).click();
    await expect(mine.getByText('All changes saved')).toBeVisible();
    await expect(conflictDialog(mine)).toBeHidden();

    expect((await call('GET', `/api/content/views/${view.id}`)).display_state).toBe('Mine, on purpose');
    await theirs.reload();
    await expect(theirs.getByLabel('Display state')).toHaveValue('Mine, on purpose');
  });

  test('a draft kept in the browser from before a newer save does not overwrite it unasked', async ({
    browser,
    request,
  }) => {
    const call = apiAs(request, demo.superUser.email, GLOBEX_COSMETICS);
    const view = await call('POST', '/api/content/views', { name: `Kept draft ${Date.now()}`, description: 'Kept.' });
    const page = await editorIn(browser, `/projects/${GLOBEX_COSMETICS}/result-views/${view.id}`);
    await page.getByLabel('Display state').fill('Draft from yesterday');
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('sf-view-draft:'))))
      .toBe(true);

    await call(
      'PUT',
      `/api/content/views/${view.id}`,
      { ...view, display_state: 'Saved meanwhile' },
      {
        'if-match': `"${view.version}"`,
      },
    );
    await page.reload();
    await expect(page.getByLabel('Display state')).toHaveValue('Draft from yesterday');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(conflictDialog(page)).toContainText('Sam Super saved this view at');
    expect((await call('GET', `/api/content/views/${view.id}`)).display_state).toBe('Saved meanwhile');
  });
});
