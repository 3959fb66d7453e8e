import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { RESERVATION_ERRORS } from '@estudio/core';
import { createHttpReservationLinkApi } from '../src/index.js';
import { composeBrowser, DEMO_PASSWORD, useTestServer } from './support/browser.js';
import { TEST_JWT_SECRET } from './support/server.js';

/**
 * The reminder's cancel link adapter (`createHttpReservationLinkApi`)
 * against the real server, with no session: the token in the body reads
 * the reservation, cancels it once, and a refusal arrives as the server's
 * {code, message}.
 */
const server = useTestServer();

/** A link's token as the reminder signs it (routes/reservations/cancel-link.ts), with the test server's key. */
const linkToken = (reservationId: number, expiresAt: Date, key = TEST_JWT_SECRET) =>
  new SignJWT({ purpose: 'cancel-reservation' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(reservationId))
    .setIssuer('estudio')
    .setAudience('estudio:cancel-reservation')
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(key));

describe("the reminder's cancel link over the real server", () => {
  it('reads her reservation, cancels it once without a session, and refuses the second time and a forged token', async () => {
    const member = composeBrowser(server());
    await member.identity.signIn('socia@estudio.test', DEMO_PASSWORD);
    const mine = await member.api.reservations.mine({ filter: 'upcoming', page: 1 });
    const upcoming = mine.ok ? mine.value.reservations.find((row) => row.deletedAt === null) : undefined;
    if (!upcoming) throw new Error('socia has no upcoming reservation');
    const token = await linkToken(upcoming.class_reservation_id, new Date(upcoming.single_class.class_date));

    // A browser with no session, as the link opens on her phone.
    const links = createHttpReservationLinkApi(composeBrowser(server()).http);
    const read = await links.read(token);
    expect(read.ok && read.value).toMatchObject({ class_reservation_id: upcoming.class_reservation_id, cancelled: false, cancel: { allowed: true } });

    const cancelled = await links.cancel(token);
    expect(cancelled.ok && cancelled.value.reservation_link.cancelled).toBe(true);
    const again = await links.cancel(token);
    expect(again.ok ? null : { code: again.error.code, status: again.error.status, message: again.error.message })
      .toEqual({ code: RESERVATION_ERRORS.alreadyCancelled.code, status: 409, message: RESERVATION_ERRORS.alreadyCancelled.message });

    const forged = await links.read(await linkToken(upcoming.class_reservation_id, new Date(upcoming.single_class.class_date), 'another-key-0123456789abcdef-xyz'));
    expect(forged.ok ? null : { code: forged.error.code, status: forged.error.status, message: forged.error.message })
      .toEqual({ code: RESERVATION_ERRORS.linkInvalid.code, status: 400, message: RESERVATION_ERRORS.linkInvalid.message });
  });
});
