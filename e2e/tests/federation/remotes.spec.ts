import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demo } from '../../support/demo-accounts';
import { signInAs } from '../../support/role-contexts';
import { startGateway } from '../../support/gateway';
import { otherGatewayURL, ports } from '../../support/ports';
import { pointRemoteAt } from '../../support/remotes';

const projectsRemoteDir = path.join(import.meta.dirname, '..', '..', '..', 'mfe-projects');

function serveProjectsRemote(port: number): ChildProcess {
  return spawn('npm', ['run', 'serve', '--silent'], {
    cwd: projectsRemoteDir,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
}

async function waitForManifest(url: string) {
  await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 20_000 }).toBe(200);
}

/** A remote on another origin is deployed with a remotes.json naming it, whose origin the CSP then allows. */
test.describe('Module Federation at run time, a remote on its own origin', () => {
  test.use({ baseURL: otherGatewayURL });
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  test.afterEach(() => gateway?.stop());

  test('a remote deployed on its own origin loads into the shell', async ({ page }) => {
    const origin = `http://localhost:${ports.standaloneProjects}`;
    gateway = await startGateway({ remotes: { mfe_projects: `${origin}/mf-manifest.json` } });
    const fromRemoteOrigin: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && response.ok()) fromRemoteOrigin.push(new URL(response.url()).pathname);
    });
    await signInAs(page, demo.admin.email, { origin: gateway.url });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Spring Collection 2026' })).toBeVisible();
    expect(fromRemoteOrigin).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  });

  test('a stopped remote shows a retry in its frame, the rest of the console keeps working, and Retry recovers', async ({
    page,
  }) => {
    const deadOrigin = `http://localhost:${ports.deadRemote}`;
    gateway = await startGateway({ remotes: { mfe_projects: `${deadOrigin}/mf-manifest.json` } });
    await signInAs(page, demo.admin.email, { origin: gateway.url });
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.admin.firstName}` })).toBeVisible();

    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(logged.join('\n')).toContain(`Remote mfe_projects failed`);
    expect(logged.join('\n')).toContain(`${deadOrigin}/mf-manifest.json`);

    await nav.getByRole('link', { name: 'Need help' }).click();
    await expect(page.getByRole('heading', { name: 'Need help' })).toBeVisible();

    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByText('This section could not be loaded.')).toBeVisible();
    const server = serveProjectsRemote(ports.deadRemote);
    try {
      await waitForManifest(`${deadOrigin}/mf-manifest.json`);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    }
  });
});

test.describe('Module Federation at run time', () => {
  test('a wrong remotes.json stops start-up with a message naming the entry to fix', async ({ page }) => {
    await pointRemoteAt(page, 'mfe_ted', 'https://cdn.example.com/mfe-ted/');
    await page.goto('/login');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The console could not start.');
    await expect(alert).toContainText('remotes.json: mfe_ted must be the URL of a mf-manifest.json.');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('React is downloaded once although the shell and two remotes use it', async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && response.ok())
        scripts.set(response.url(), await response.text());
    });
    await signInAs(page, demo.admin.email);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
    // A marker that only react-dom's client build carries.
    const reactDomCopies = [...scripts.values()].filter((source) => source.includes('__reactContainer$'));
    expect(reactDomCopies).toHaveLength(1);
  });
});
