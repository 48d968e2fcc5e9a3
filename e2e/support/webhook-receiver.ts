import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedMessage {
  id: string;
  type: string;
  verified: boolean;
  /** The message's `data`. */
  data: unknown;
}

/** A brand's receiver on this machine: it verifies every message with standardwebhooks and answers 200. */
export async function startReceiver() {
  const received: ReceivedMessage[] = [];
  const receiver = { secret: '', received };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: boolean;
      try {
        new Webhook(receiver.secret).verify(body, request.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const { type, data } = JSON.parse(body);
      received.push({ id: String(request.headers['webhook-id']), type, verified, data });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received by the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return Object.assign(receiver, { url, close: () => new Promise((resolve) => server.close(resolve)) });
}
