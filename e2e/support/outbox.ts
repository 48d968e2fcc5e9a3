import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The console path of the link in the newest email with this subject to this address: the test API
 * keeps mail in its outbox (no SMTP_URL), readable at the development-only /api/dev/outbox.
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

/** The newest emails to an address, newest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }[]> {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}
