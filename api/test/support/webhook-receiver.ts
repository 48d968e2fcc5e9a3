import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedMessage {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** Whether `standardwebhooks` verified it with the secret the receiver held when it arrived. */
  verified: boolean;
  /** What the receiver answered. */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedMessage[];
  /** The secret every message is verified with. */
  secret: string | undefined;
  /** Statuses to answer the next messages with, in turn; 200 once they are used up. */
  answerNext(...statuses: number[]): void;
  /** Holds the next message without answering until `release` (a process can be killed meanwhile). */
  holdNext(): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver on 127.0.0.1 that verifies every message with the `standardwebhooks` package, as a
 * brand's server would, and answers as the test says.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const answers: number[] = [];
  let hold: { arrived: () => void } | undefined;
  const held: http.ServerResponse[] = [];
  const receiver = { received: [] as ReceivedMessage[], secret: undefined as string | undefined };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(request.headers[name] ?? '');
      let verified: boolean;
      try {
        new Webhook(receiver.secret ?? 'whsec_AAAA').verify(body, {
          'webhook-id': header('webhook-id'),
          'webhook-timestamp': header('webhook-timestamp'),
          'webhook-signature': header('webhook-signature'),
        });
        verified = true;
      } catch {
        verified = false;
      }
      const message = {
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        body,
        verified,
        answered: 0,
      };
      if (hold) {
        const { arrived } = hold;
        hold = undefined;
        held.push(response);
        receiver.received.push(message);
        arrived();
        return;
      }
      message.answered = answers.shift() ?? 200;
      receiver.received.push(message);
      response.writeHead(message.answered, { 'content-type': 'text/plain' });
      response.end(message.answered === 200 ? 'thanks' : `refused with ${message.answered}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const release = () => {
    for (const response of held.splice(0)) response.destroy();
  };
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    answerNext: (...statuses: number[]) => void answers.push(...statuses),
    holdNext: () => new Promise<void>((arrived) => (hold = { arrived })),
    release,
    close: async () => {
      release();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  }) as WebhookReceiver;
}
