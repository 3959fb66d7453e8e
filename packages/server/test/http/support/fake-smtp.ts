import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A message as the fake server received it. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The raw message (headers and body) as sent over the wire. */
  readonly data: string;
}

/** A running fake SMTP server on 127.0.0.1. */
export interface FakeSmtp {
  readonly url: string;
  readonly received: ReceivedMail[];
  close(): Promise<void>;
}

const address = (line: string): string => /<([^>]*)>/.exec(line)?.[1] ?? '';

/** Speaks just enough SMTP (no extensions, no TLS) for one client at a time to deliver messages. */
const session = (socket: Socket, received: ReceivedMail[]): void => {
  let buffer = '';
  let inData = false;
  let data: string[] = [];
  let envelope = { from: '', to: [] as string[] };
  const reply = (text: string) => socket.write(`${text}\r\n`);
  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') return reply('250 fake.smtp');
    if (verb === 'MAIL') return void ((envelope = { from: address(line), to: [] }), reply('250 OK'));
    if (verb === 'RCPT') return void (envelope.to.push(address(line)), reply('250 OK'));
    if (verb === 'DATA') return void ((inData = true), (data = []), reply('354 End data with <CR><LF>.<CR><LF>'));
    if (verb === 'QUIT') return void (reply('221 Bye'), socket.end());
    return reply('250 OK');
  };
  const line = (text: string) => {
    if (!inData) return command(text);
    if (text !== '.') return void data.push(text.startsWith('..') ? text.slice(1) : text);
    inData = false;
    received.push({ from: envelope.from, to: envelope.to, data: data.join('\r\n') });
    return reply('250 Queued');
  };
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end = buffer.indexOf('\r\n');
    while (end >= 0) {
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\r\n');
    }
  });
  socket.on('error', () => undefined);
  reply('220 fake.smtp ESMTP');
};

/** Starts a fake SMTP server on a free port. */
export const startFakeSmtp = async (): Promise<FakeSmtp> => {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    session(socket, received);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
};

/** The text of a quoted-printable body (soft line breaks joined, =XX bytes decoded as UTF-8). */
export const decodeQuotedPrintable = (text: string): string => {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? /^[0-9A-F]{2}$/i.exec(joined.slice(index + 1, index + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};
