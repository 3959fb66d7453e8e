import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object as the fake S3 holds it. */
export interface FakeObject {
  readonly body: Buffer;
  readonly headers: IncomingMessage['headers'];
}

/** A request the fake S3 received. */
export interface FakeS3Request {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
}

/** A running fake of S3's object calls, path style (`/bucket/key`), on 127.0.0.1. */
export interface FakeS3 {
  readonly endpoint: string;
  /** Objects by `bucket/key`. */
  readonly objects: Map<string, FakeObject>;
  readonly requests: FakeS3Request[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const NOT_FOUND = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>';

/**
 * Just enough of S3 for the files routes: PUT, GET and DELETE of one object
 * by `/bucket/key`. It keeps what it was sent and who signed it; it does not
 * check signatures (the SDK makes them).
 */
export const startFakeS3 = async (): Promise<FakeS3> => {
  const objects = new Map<string, FakeObject>();
  const requests: FakeS3Request[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake').pathname).replace(/^\//, '');
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
      const body = await readBody(request);
      if (request.method === 'PUT') {
        objects.set(path, { body, headers: request.headers });
        response.writeHead(200, { ETag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) response.writeHead(404, { 'content-type': 'application/xml' }).end(NOT_FOUND);
        else response.writeHead(200, { 'content-type': String(object.headers['content-type'] ?? '') }).end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
