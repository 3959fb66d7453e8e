import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { NOTICE_TOPICS, NoticePreferencesResponse, type NoticeTopic } from '@estudio/core';
import { customers, outbox } from '../src/db/schema/index.js';
import { deliverOutbox } from '../src/notify/outbox-delivery.js';
import { cloudApiSender } from '../src/notify/whatsapp/cloud-api.js';
import type { WhatsAppConfig } from '../src/notify/whatsapp/config.js';
import { teamTokens, tokenOf, type TestCustomer } from './http/support/booking.js';
import { startFakeGraphApi, type FakeGraphApi } from './http/support/fake-graph-api.js';
import { onEachDatabase, type Harness } from './http/support/harness.js';
import { book, createSeries, customersWithCredits, makeOwnStudio, mondayIn, seriesBody, wall } from './http/support/schedule-admin.js';

const TOKEN = 'EAAG-token-del-flujo';
const all = (on: boolean) => Object.fromEntries(NOTICE_TOPICS.map((topic) => [topic, on])) as Record<NoticeTopic, boolean>;

/**
 * The whole way (issue 17): she opts in through the API, the studio moves a
 * class she booked, and the notice reaches the fake Graph API as the
 * approved template; her neighbour, who did not opt in, gets the e-mail only.
 */
onEachDatabase('a notice by WhatsApp, from the opt-in to the Graph API', (h) => {
  let graph: FakeGraphApi;
  let app: Harness;
  let config: WhatsAppConfig;
  const team = teamTokens(h);
  beforeAll(async () => {
    graph = await startFakeGraphApi(TOKEN);
    config = { token: TOKEN, phoneNumberId: '20202020', apiUrl: graph.url, countryCode: '52' };
    app = h().withApp({ whatsapp: config });
  });
  afterAll(async () => {
    await graph.close();
  });

  it('sends class_changed to the customer who opted in for classChanges, once, and nothing to the one who did not', async () => {
    const studio = await makeOwnStudio(app);
    const series = await createSeries(app, team.admin, { ...seriesBody(studio), weekdays: [3], time: '08:00', from_date: mondayIn(app, 2), weeks: 1 });
    const [target] = series.single_classes;
    if (!target) throw new Error('No class');
    const [she, neighbour] = await customersWithCredits(app, 2) as [TestCustomer, TestCustomer];
    const phone = `55${String(she.customerId).padStart(8, '0')}`;
    await app.db.update(customers).set({ phone }).where(eq(customers.customer_id, she.customerId));
    const token = await tokenOf(app, she);
    const shown = NoticePreferencesResponse.parse((await app.request('GET', '/api/customer/notifications', { token })).body).preferences;
    const agreed = await app.request('PUT', '/api/customer/notifications', {
      token, body: { email: all(true), whatsapp: { opted_in: true, consent: shown.whatsapp.consent, topics: { ...all(false), classChanges: true } } },
    });
    expect(agreed.status, agreed.text).toBe(200);
    await book(app, she, target.single_class_id);
    await book(app, neighbour, target.single_class_id);

    const moved = await app.request('PUT', `/api/single_class/${target.single_class_id}`, {
      token: team.admin, body: { class_date: wall(target.class_date).set({ hour: 9, minute: 30 }).toUTC().toISO() },
    });
    expect(moved.status, moved.text).toBe(200);
    const rows = await app.db.select().from(outbox).where(and(eq(outbox.channel, 'whatsapp'), eq(outbox.subject, 'class_changed')));
    expect(rows.map((row) => row.recipient)).toEqual([`52${phone}`]);

    const before = graph.calls.length;
    await deliverOutbox({ db: app.db, clock: app.clock, logger: app.logger, whatsapp: cloudApiSender(config) });
    const calls = graph.calls.slice(before).filter((call) => call.body?.template?.name === 'class_changed');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/v21.0/20202020/messages');
    expect(calls[0]?.body).toMatchObject({ to: `52${phone}`, template: { language: { code: 'es_MX' } } });
    const params = (calls[0]?.body.template.components[0].parameters as { text: string }[]).map((param) => param.text);
    expect(params[0]).toBe(she.name);
    expect(params[1]).toContain(studio.classTypeName);
    expect(params[1]).toContain('09:30');
    // Both still get the e-mail of the change.
    const mails = await app.db.select().from(outbox).where(and(eq(outbox.channel, 'email'), eq(outbox.topic, 'classChanges')));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([she.email, neighbour.email].sort());
    // A second pass sends nothing again.
    await deliverOutbox({ db: app.db, clock: app.clock, logger: app.logger, whatsapp: cloudApiSender(config) });
    expect(graph.calls.slice(before).filter((call) => call.body?.template?.name === 'class_changed')).toHaveLength(1);
  });
});
