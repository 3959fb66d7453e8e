import type { IncomingMessage } from 'node:http';

/** A request's whole body as text: what the fake provider servers read before answering. */
export const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => { text += chunk; });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
