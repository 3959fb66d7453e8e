import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.js';
import { DEMO, onEachDatabase } from './support/harness.js';

onEachDatabase('the log of e-mail (issue 13)', (h) => {
  it('names the recipient and the subject of a reset e-mail, never its link or token', async () => {
    const answer = await h().request('POST', '/api/customer/recover', { body: { email: DEMO.socia } });
    expect(answer.status).toBe(200);
    const [mail] = await h().db.select().from(outbox).where(eq(outbox.recipient, DEMO.socia));
    const token = /token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    const logged = h().logger.infos.filter((line) => line.includes(DEMO.socia));
    expect(logged).toEqual([expect.stringContaining(mail?.subject ?? '?')]);
    expect(h().logger.infos.join('\n')).not.toContain(token);
  });
});
