import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the fake Graph API received. */
export interface GraphCall {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the JSON body as sent
  readonly body: any;
}

/** A local stand-in for WhatsApp's Cloud API (graph.facebook.com) on 127.0.0.1. */
export interface FakeGraphApi {
  /** Its origin, for WHATSAPP_API_URL. */
  readonly url: string;
  /** Every call, answered or failed, in order. */
  readonly calls: GraphCall[];
  /** The next `times` calls answer `status` with a Graph API error body whose code is `code` (default: the status). */
  failNext(status: number, times?: number, code?: number): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** The body as JSON, or as text when it is not JSON. */
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

/**
 * Answers POST /{version}/{phone-number-id}/messages as the Cloud API does:
 * 200 with a message id for a template message with a bearer token, 401
 * without the token, 400 for another body; `failNext` makes it fail on purpose.
 */
export const startFakeGraphApi = async (token: string): Promise<FakeGraphApi> => {
  const calls: GraphCall[] = [];
  const failures: { status: number; code: number }[] = [];
  let sent = 0;
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const body = parseJson(text);
      calls.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body });
      const failure = failures.shift();
      if (failure !== undefined) return json(response, failure.status, { error: { message: 'Fallo simulado', type: 'OAuthException', code: failure.code } });
      if (request.headers.authorization !== `Bearer ${token}`) return json(response, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      if (request.method !== 'POST' || !/^\/v\d+\.\d+\/\d+\/messages$/.test(request.url ?? '')) return json(response, 404, { error: { message: 'Unknown path' } });
      const message = body as { messaging_product?: string; type?: string; to?: string; template?: { name?: string } };
      if (message.messaging_product !== 'whatsapp' || message.type !== 'template' || !message.template?.name || !message.to) {
        return json(response, 400, { error: { message: 'Invalid parameter', code: 100 } });
      }
      sent += 1;
      return json(response, 200, { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: `wamid.fake${sent}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext: (status, times = 1, code = status) => {
      for (let index = 0; index < times; index += 1) failures.push({ status, code });
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};
