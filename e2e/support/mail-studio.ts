/**
 * A studio of a journey's own whose e-mail goes to an SMTP sink the journey
 * reads: its own server (started with SMTP_URL pointing at the sink), so the
 * run's shared demo server keeps its outbox. Made at the file's top (its
 * helpers read `at`), started and stopped by the describe's hooks:
 * `beforeAll(studio.start); afterAll(studio.stop);`. When it stops, its
 * server's output is kept in e2e/artifacts/<logName>-server.log
 * (gitignored) for reading a failed journey.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, WEB_DIST } from '../../scripts/budget.mjs';
import type { Page } from 'playwright-core';
import { demo } from './api.js';
import { atPath, signInWith } from './app.js';
import { SERVER_MAIN } from './build.js';
import { startServer, type RunningServer } from './server.js';
import { startSmtpSink, type SmtpSink, type SunkMail } from './smtp-sink.js';

export interface MailStudio {
  /** An address on this studio (not the run's shared demo one). */
  at(path: string): string;
  /** The mails the studio sent to `email` so far, in the order they arrived. */
  mailsTo(email: string): SunkMail[];
  /** Every mail the studio sent so far, to anyone. */
  received(): readonly SunkMail[];
  /** Signs socia in at this studio's /entrar and waits for `next`. */
  signInSocia(page: Page, next: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const mailStudio = (logName: string): MailStudio => {
  let studio: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  const at = (path: string): string => {
    if (!studio) throw new Error('The studio is not running (beforeAll failed?)');
    return `${studio.baseUrl}${path}`;
  };
  return {
    at,
    async signInSocia(page, next) {
      await page.goto(at(`/entrar?next=${encodeURIComponent(next)}`));
      await signInWith(page, demo.socia, demo.password);
      await atPath(page, next);
    },
    async start() {
      sink = await startSmtpSink();
      studio = await startServer({ root: ROOT, main: SERVER_MAIN, webDist: WEB_DIST, env: { SMTP_URL: sink.url } });
    },
    async stop() {
      const output = studio?.output() ?? '';
      await studio?.stop();
      await sink?.close();
      mkdirSync(join(ROOT, 'e2e', 'artifacts'), { recursive: true });
      writeFileSync(join(ROOT, 'e2e', 'artifacts', `${logName}-server.log`), output);
    },
    mailsTo: (email) => sink?.mailsTo(email) ?? [],
    received: () => sink?.received ?? [],
  };
};
