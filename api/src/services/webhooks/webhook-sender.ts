import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RESPONSE_EXCERPT_LENGTH } from 'shared/contracts/webhooks';
import { DestinationRefused, resolveDestination, type Destination } from './webhook-destination.js';

export interface WebhookMessage {
  /** The webhook-id: the same on every attempt of one delivery. */
  id: string;
  url: string;
  /** The exact text that is signed and sent. */
  body: string;
  /** The current secret first, then a replaced one still in its grace period: each signs the message. */
  secrets: string[];
}

export interface SendOptions {
  /** Production: https to public addresses only, checked as the message is sent. */
  publicOnly: boolean;
  timeoutMs: number;
  userAgent: string;
}

export interface SendResult {
  /** The receiver's status, or null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string;
}

/** Reading more than this of an answer is pointless: the log keeps an excerpt. */
const MAX_READ_BYTES = 16 * 1024;

/**
 * The headers of one attempt, signed now (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).
 * Several secrets give several `v1,…` signatures, space-separated; a receiver accepts the message when one matches.
 */
export function signedHeaders(message: WebhookMessage, at: Date): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': message.secrets
      .map((secret) => new Webhook(secret).sign(message.id, at, message.body))
      .join(' '),
  };
}

/** Connects to the checked address only: the hostname still names the host for TLS and the Host header. */
const pinnedLookup =
  (destination: Destination): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: destination.address, family: destination.family }]);
    else callback(null, destination.address, destination.family);
  };

function post(destination: Destination, headers: Record<string, string>, body: string, timeoutMs: number) {
  return new Promise<{ statusCode: number; text: string }>((resolve, reject) => {
    const { url } = destination;
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: pinnedLookup(destination),
        // A connection of its own: a pooled socket may lead to an address checked for an earlier message. (A
        // redirect is never followed: http.request does not, and its target would escape the check.)
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => {
          clearTimeout(deadline);
          resolve({ statusCode: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= MAX_READ_BYTES) {
            response.destroy();
            done();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    // The whole exchange, not only a silence between packets, is held to the timeout.
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs} ms.`)), timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms.`)));
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.end(body);
  });
}

/** One attempt: resolve and check the address, sign, POST, and tell what happened (never throws). */
export async function sendWebhook(message: WebhookMessage, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const destination = await resolveDestination(message.url, options.publicOnly);
    const headers = { ...signedHeaders(message, new Date()), 'user-agent': options.userAgent };
    const { statusCode, text } = await post(destination, headers, message.body, options.timeoutMs);
    const ok = statusCode >= 200 && statusCode < 300;
    return {
      statusCode,
      durationMs: elapsed(),
      error: ok ? null : `The receiver answered ${statusCode}.`,
      responseExcerpt: text.slice(0, WEBHOOK_RESPONSE_EXCERPT_LENGTH),
    };
  } catch (error) {
    const reason = error instanceof DestinationRefused ? error.message : `Not sent: ${(error as Error).message}`;
    return { statusCode: null, durationMs: elapsed(), error: reason, responseExcerpt: '' };
  }
}
