/**
 * An SMTP sink for the journeys that need to read the studio's e-mail: a
 * server of their own started with `SMTP_URL` pointing here delivers its
 * outbox to it, and the journey reads each mail by recipient. It speaks
 * just enough SMTP (no extensions, no TLS) for the server's client, as the
 * server suites' fake (packages/server/test/http/support/fake-smtp.ts).
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

/** A mail as the sink received it. */
export interface SunkMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The raw message (headers and body) as sent over the wire. */
  readonly data: string;
  /** Its subject and body as a person reads them (quoted-printable and encoded words decoded). */
  readonly text: string;
}

/** A running sink on 127.0.0.1. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  readonly url: string;
  readonly received: readonly SunkMail[];
  /** The mails sent to `address`, in the order they arrived. */
  mailsTo(address: string): SunkMail[];
  close(): Promise<void>;
}

/** The text of a quoted-printable body (soft line breaks joined, =XX bytes read as UTF-8). */
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

/** RFC 2047 encoded words of a header ('=?UTF-8?B?…?=' or '?Q?'), decoded. */
const decodeWords = (header: string): string =>
  header.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_whole, _charset: string, kind: string, body: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(body, 'base64').toString('utf8') : decodeQuotedPrintable(body.replace(/_/g, ' ')));

/** What a person reads of a raw message: its Subject line and its body, decoded. */
const readable = (data: string): string => {
  const split = data.indexOf('\r\n\r\n');
  const head = split < 0 ? data : data.slice(0, split);
  const body = split < 0 ? '' : data.slice(split + 4);
  const subject = /^Subject:(.*(?:\r\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ').trim() ?? '';
  const base64 = /^Content-Transfer-Encoding:\s*base64/im.test(head);
  const decoded = base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : decodeQuotedPrintable(body);
  return `${decodeWords(subject)}\n${decoded}`;
};

const address = (line: string): string => /<([^>]*)>/.exec(line)?.[1] ?? '';

/** One client's session: just enough SMTP to hand over messages. */
const session = (socket: Socket, received: SunkMail[]): void => {
  let buffer = '';
  let inData = false;
  let data: string[] = [];
  let envelope = { from: '', to: [] as string[] };
  const reply = (text: string) => socket.write(`${text}\r\n`);
  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO' || verb === 'HELO') return reply('250 sink.smtp');
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
    const raw = data.join('\r\n');
    received.push({ from: envelope.from, to: envelope.to, data: raw, text: readable(raw) });
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
  reply('220 sink.smtp ESMTP');
};

/** Starts an SMTP sink on a free loopback port. */
export const startSmtpSink = async (): Promise<SmtpSink> => {
  const received: SunkMail[] = [];
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
    mailsTo: (to) => received.filter((mail) => mail.to.some((recipient) => recipient.toLowerCase() === to.toLowerCase())),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
