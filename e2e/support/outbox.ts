import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demo } from './demo-accounts';

/**
 * The console path of the link in the newest email with this subject to this address: the test API
 * keeps mail in its outbox (no SMTP_URL), which the super user reads at the development-only /api/dev/outbox.
 */
export async function mailedPath(
  request: APIRequestContext,
  to: string,
  subject: string | RegExp,
  pathPrefix: string,
): Promise<string> {
  let path: string | undefined;
  await expect(async () => {
    const mails = await mailsTo(request, to);
    const mail = mails.find((candidate) =>
      typeof subject === 'string' ? candidate.subject === subject : subject.test(candidate.subject),
    );
    path = new RegExp(`https?://[^/\\s]+(${pathPrefix}/[\\w-]+)`).exec(mail?.text ?? '')?.[1];
    expect(path, `a ${pathPrefix} link mailed to ${to}`).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return path ?? '';
}

/** The newest emails to an address, newest first. Logs in each time: e2e access tokens live 10 seconds. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }[]> {
  const login = await request.post('/api/auth-service/auth/login', {
    data: { email: demo.superUser.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { authorization: `Bearer ${(await login.json()).access_token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data;
}
