import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A webhook's signing secret must be read back to sign with it, so it cannot be hashed like an API key. It is
 * stored sealed with AES-256-GCM under a key derived from the API's JWT secret (HKDF, its own label): a copy of
 * the database alone does not give the secrets away. Changing JWT_SECRET makes stored secrets unreadable;
 * their deliveries then fail until the secret is rotated (ADR 0061).
 */
export interface WebhookSecretBox {
  seal(secret: string): string;
  /** Throws when the text was sealed under another key or changed. */
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createWebhookSecretBox(serverSecret: string): WebhookSecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'smart-fingerprint webhook signing secrets v1', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
    },
    open(text) {
      const [version, iv, tag, sealed] = text.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) {
        throw new Error('The webhook secret is stored in an unknown form.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** `whsec_` and 32 random bytes in base64, the form Standard Webhooks libraries take. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
