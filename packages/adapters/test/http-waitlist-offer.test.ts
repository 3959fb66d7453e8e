import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WAITLIST_OFFER_ERRORS } from '@estudio/core';
import { createHttpWaitlistOfferApi } from '../src/index.js';
import { composeBrowser, useTestServer } from './support/browser.js';

/**
 * The waitlist offer adapter (`createHttpWaitlistOfferApi`) against the real
 * server (issue 17): no session, the token in the body; an offer written
 * straight in the database as the server writes one (the SHA-256 of the
 * link's token on her entry), read, accepted once, then gone.
 */
const server = useTestServer();

/** Db is typed over every driver; PGlite and node-postgres both answer `rows`. */
const rows = async <T>(text: string): Promise<T[]> => ((await server().db.execute(text)) as { rows: T[] }).rows;

/** A class an hour and a day away with one free place, socia with five classes of credit, and her open offer for it. */
const offerForSocia = async () => {
  const [socia] = await rows<{ customer_id: number }>("select customer_id from customers where email = 'socia@estudio.test'");
  const [place] = await rows<{ class_type_id: number; location_id: number }>('select class_type_id, location_id from single_classes limit 1');
  if (!socia || !place) throw new Error('The demo studio has no socia or no class');
  const [made] = await rows<{ single_class_id: number }>(
    `insert into single_classes (class_date, capacity, class_type_id, location_id) values (now() + interval '25 hours', 1, ${place.class_type_id}, ${place.location_id}) returning single_class_id`,
  );
  if (!made) throw new Error('No class');
  await rows(`insert into available_classes (customer_id, available_classes) values (${socia.customer_id}, 5)`);
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await rows(
    `insert into waitlists (single_class_id, customer_id, offered_at, offer_expires_at, offer_token_hash) values (${made.single_class_id}, ${socia.customer_id}, now(), now() + interval '30 minutes', '${hash}')`,
  );
  return { token, classId: made.single_class_id, customerId: socia.customer_id };
};

describe('the waitlist offer adapter over the real server', () => {
  it('reads an open offer without a session, accepts it once, and then the link names nothing', async () => {
    const { token, classId, customerId } = await offerForSocia();
    const api = createHttpWaitlistOfferApi(composeBrowser(server()).http);
    const read = await api.read(token);
    expect(read.ok && { id: read.value.single_class_id, state: read.value.state }).toEqual({ id: classId, state: 'open' });
    const accepted = await api.accept(token);
    expect(accepted.ok && { classId: accepted.value.single_class_id, customerId: accepted.value.customer_id }).toEqual({ classId, customerId });
    for (const again of [await api.read(token), await api.accept(token), await api.decline(token)]) {
      expect(again.ok ? null : { code: again.error.code, status: again.error.status }).toEqual({ code: WAITLIST_OFFER_ERRORS.notFound.code, status: 404 });
    }
  });

  it('declines an offer, and refuses a token it does not know', async () => {
    const { token } = await offerForSocia();
    const api = createHttpWaitlistOfferApi(composeBrowser(server()).http);
    const declined = await api.decline(token);
    expect(declined).toEqual({ ok: true, value: true });
    const unknown = await api.read('A'.repeat(43));
    expect(unknown.ok ? null : unknown.error.status).toBe(404);
  });
});
