import { describe, expect, it, vi } from 'vitest';
import { messages } from '@estudio/core';
import { ConfigError, readConfig } from '../../src/config.js';
import { startServer } from '../../src/http/server.js';
import { silentLogger } from '../../src/http/logger.js';
import { decodeQuotedPrintable, startFakeSmtp } from './support/fake-smtp.js';

describe('SMTP delivery of the outbox', () => {
  it('reads SMTP_URL and SMTP_FROM, and refuses a URL that is not SMTP', () => {
    expect(readConfig({ SMTP_URL: 'smtp://user:secret@mail.test:587', SMTP_FROM: 'hola@estudio.mx' }, '/')).toMatchObject({
      smtpUrl: 'smtp://user:secret@mail.test:587', smtpFrom: 'hola@estudio.mx',
    });
    expect(readConfig({}, '/').smtpUrl).toBeUndefined();
    expect(() => readConfig({ SMTP_URL: 'https://mail.test' }, '/')).toThrow(ConfigError);
  });

  it('sends what a running server writes to the outbox through SMTP_URL, after commit', { timeout: 60_000 }, async () => {
    const smtp = await startFakeSmtp();
    const server = await startServer({
      port: 0, dataDir: 'memory://', demo: false, webDist: null, logger: silentLogger,
      admin: { email: 'jefa@estudio.test', password: 'secreta123' },
      smtpUrl: smtp.url, smtpFrom: 'hola@estudio.test',
    });
    try {
      const answer = await fetch(`${server.url}/api/auth/reset`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'jefa@estudio.test' }),
      });
      expect(answer.status).toBe(200);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000, interval: 200 });
      expect(smtp.received[0]).toMatchObject({ from: 'hola@estudio.test', to: ['jefa@estudio.test'] });
      expect(decodeQuotedPrintable(smtp.received[0]?.data ?? '')).toContain(messages.auth.resetEmailBody.split('{link}')[0]?.slice(0, 40) ?? 'missing');
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});
