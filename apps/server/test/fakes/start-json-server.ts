import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Sent as is (not JSON). */
  text?: string;
  headers?: Record<string, string>;
  /** The answer is sent once this settles (a slow platform, or a test acting mid-request). */
  after?: Promise<unknown>;
}

export interface JsonServer {
  origin: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** Where a fake listens: 127.0.0.1 on a free port unless a test needs another loopback address. */
export interface FakeListen {
  host: string;
  port: number;
}

/** A local HTTP server on 127.0.0.1 answering each request with what `handle` returns. */
export async function startJsonServer(
  handle: (request: FakeRequest) => FakeAnswer,
  listen: FakeListen = { host: '127.0.0.1', port: 0 },
): Promise<JsonServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://fake.local'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = handle(request);
      if (answer.after) {
        answer.after.then(
          () => write(answer),
          () => write(answer),
        );
        return;
      }
      write(answer);
    });
    const write = (answer: FakeAnswer) => {
      const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      outgoing.writeHead(answer.status, {
        'content-type': answer.text === undefined ? 'application/json' : 'application/jsonl',
        ...answer.headers,
      });
      outgoing.end(text);
    };
  });
  server.listen(listen.port, listen.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${listen.host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
