import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createWebhookSecretBox, generateWebhookSecret } from './webhook-secrets.js';

const SERVER_SECRET = 'a-server-secret-that-is-long-enough-0123456789';

describe('webhook secrets', () => {
  it('generates secrets the standardwebhooks package takes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(() => new Webhook(secret)).not.toThrow();
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('opens what it sealed, and refuses a sealed text under another key or changed', () => {
    const box = createWebhookSecretBox(SERVER_SECRET);
    const secret = generateWebhookSecret();
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(secret);
    expect(() => createWebhookSecretBox(`${SERVER_SECRET}-rotated`).open(sealed)).toThrow();
    const [version, iv, tag, text] = sealed.split('.');
    const changed = [version, iv, tag, `${text!.startsWith('A') ? 'B' : 'A'}${text!.slice(1)}`].join('.');
    expect(() => box.open(changed)).toThrow();
  });
});
