import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local web server standing in for a shop's export URL (on 127.0.0.1 only). Besides the files
 * a test puts on it, it has the awkward answers a real server can give:
 * - `/redirect?to=<url>` a 302 to any URL; `/chain/<n>` n redirects in a row, then 'end';
 * - `/big?bytes=<n>` n bytes without a Content-Length; `/declared?bytes=<n>` a Content-Length of n;
 * - `/hang` never answers; `/trickle` answers and then sends one byte every 50 ms, forever;
 * - `/status/<code>` that status; `/host` the Host header it got;
 * - `/echo` the request's method, Host, Content-Length and body, as JSON.
 */
export interface FakeFileServer {
  origin: string;
  /** Every request received: path and Host header. */
  requests: { path: string; host: string | undefined }[];
  setFile(path: string, body: string | Uint8Array, contentType?: string): void;
  close(): Promise<void>;
}

export async function startFakeFileServer(): Promise<FakeFileServer> {
  const files = new Map<string, { body: Uint8Array | string; contentType: string }>();
  const requests: FakeFileServer['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake.local');
    requests.push({ path: url.pathname + url.search, host: request.headers.host });
    const file = files.get(url.pathname);
    if (file) {
      response.writeHead(200, { 'content-type': file.contentType });
      response.end(file.body);
      return;
    }
    const [, first, second] = url.pathname.split('/');
    switch (first) {
      case 'redirect':
        response.writeHead(302, { location: url.searchParams.get('to') ?? '/' });
        response.end();
        return;
      case 'chain': {
        const left = Number(second);
        if (left > 0) response.writeHead(302, { location: `/chain/${left - 1}` }).end();
        else response.writeHead(200, { 'content-type': 'text/plain' }).end('end');
        return;
      }
      case 'big': {
        const bytes = Number(url.searchParams.get('bytes'));
        response.writeHead(200, { 'content-type': 'text/csv' });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        let sent = 0;
        const pump = () => {
          while (sent < bytes) {
            const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
            sent += part.length;
            if (!response.write(part)) {
              response.once('drain', pump);
              return;
            }
          }
          response.end();
        };
        response.on('close', () => {
          sent = bytes;
        });
        pump();
        return;
      }
      case 'declared':
        response.writeHead(200, {
          'content-type': 'text/csv',
          'content-length': String(url.searchParams.get('bytes')),
        });
        response.write('order_id;');
        return;
      case 'hang':
        return;
      case 'trickle': {
        response.writeHead(200, { 'content-type': 'text/csv' });
        const timer = setInterval(() => response.write('x'), 50);
        timers.add(timer);
        response.on('close', () => {
          clearInterval(timer);
          timers.delete(timer);
        });
        return;
      }
      case 'status':
        response.writeHead(Number(second)).end('error page');
        return;
      case 'host':
        response.writeHead(200, { 'content-type': 'text/plain' }).end(request.headers.host ?? '');
        return;
      case 'echo': {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              method: request.method,
              host: request.headers.host,
              contentLength: request.headers['content-length'],
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        });
        return;
      }
      default:
        response.writeHead(404).end('not found');
    }
  };

  const server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setFile(path, body, contentType = 'text/csv; charset=utf-8') {
      files.set(path, { body, contentType });
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
