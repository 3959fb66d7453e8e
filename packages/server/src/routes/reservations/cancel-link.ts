import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { DateTime } from 'luxon';
import {
  RESERVATION_ERRORS, cancelDecisionAfterChange, cancelRefusalAfterChange, noticeLink, type ReservationLink, type Routes,
} from '@estudio/core';
import { loadOrCreateSigningKey } from '../../auth/signing-key.js';
import { reservationEvents } from '../../calendar/ics.js';
import type { Db } from '../../db/client.js';
import { classReservations, singleClasses } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import type { AppServices } from '../../http/services.js';
import type { Handler, HandlerContext } from '../handler.js';
import { loadStudioConfig } from '../shared/studio-config.js';
import { cancelByRules, cancelInput, cancelsWithCredit, lockPlace } from './cancel.js';
import type { ClassRow } from './class-checks.js';
import { reservationNotFound } from './context.js';
import type { ReservationRow } from './views.js';

/**
 * The reminder's one-tap cancel link (issue 17):
 * `{origin}/mystudio/cancelar#{token}` (in the member area's lazily loaded
 * route table, outside its sign-in gate, so it costs the landing's first
 * load nothing; the token in the fragment never reaches a server, a proxy
 * or their logs, and its dots never make the path look like a file), where
 * the token is an HS256 JWT signed with the server's key (the ID
 * tokens' key: JWT_SECRET or the stored one) that names one reservation
 * (`sub`) and its purpose, and expires `LINK_OUTLIVES_CLASS_DAYS` after the
 * class's start when it was signed: whether the class has started is
 * decided when it is used, from the class's CURRENT start (core's cancel
 * rules refuse a started class), so a class the studio moved later keeps
 * the link working. The audience is
 * its own, so it is never an ID token, nor an ID token one of these. The
 * page at that address reads the reservation (POST /reservation_link) and,
 * on her tap, cancels it (POST /reservation_link/cancel) by the member
 * cancel's own rules and code (`cancelByRules`); a GET of the page never
 * cancels anything, so a mail scanner that opens the link changes nothing.
 */
const ISSUER = 'estudio';
const AUDIENCE = 'estudio:cancel-reservation';
const PURPOSE = 'cancel-reservation';

/** The key that signs the links: the server's own (Firebase mode signs no ID tokens, so its stored key is read, or created, here). */
export const cancelLinkKey = (services: Pick<AppServices, 'identity' | 'signingKey'>, db: Db): Promise<Uint8Array> =>
  services.identity === 'server' ? services.signingKey() : loadOrCreateSigningKey(db);

/** How long after the class's start (as signed) a link's token stays valid: the class's current start decides the rest. */
export const LINK_OUTLIVES_CLASS_DAYS = 3;

/** Signs the link's token for a reservation whose class starts at `classStart`; issued `now` (the clock port's). */
export const signCancelToken = (key: Uint8Array, reservationId: number, classStart: Date, now: number): Promise<string> =>
  new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(reservationId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(DateTime.fromJSDate(classStart).plus({ days: LINK_OUTLIVES_CLASS_DAYS }).toSeconds()))
    .sign(key);

/** The page's address for a token: the token in the fragment. */
export const cancelLinkOf = (origin: string, token: string): string => noticeLink(origin, 'cancelReservation', token);

/**
 * The reservation a token names. Not signed by us, another purpose or
 * audience, or not a reservation id: 400 'reservation/link-invalid';
 * expired (days after its class): 404 'reservation/link-expired'. A class
 * that has started is refused later, by the cancel rules.
 */
export const reservationOfToken = async (
  ctx: { readonly db: Db; readonly now: number; readonly services: Pick<AppServices, 'identity' | 'signingKey'> },
  token: string,
): Promise<number> => {
  try {
    const { payload } = await jwtVerify(token, await cancelLinkKey(ctx.services, ctx.db), {
      algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: new Date(ctx.now), requiredClaims: ['exp', 'sub'],
    });
    const id = /^\d{1,9}$/.test(payload.sub ?? '') ? Number(payload.sub) : 0;
    if (payload.purpose !== PURPOSE || id < 1) throw failure(RESERVATION_ERRORS.linkInvalid);
    return id;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw failure(RESERVATION_ERRORS.linkExpired);
    if (error instanceof errors.JOSEError) throw failure(RESERVATION_ERRORS.linkInvalid);
    throw error;
  }
};

/** The reservation as the page shows it, and what cancelling it now does (core's cancel rules, as the member area's cancel reads them). */
const linkView = async (ctx: { db: Db; now: number }, row: ReservationRow, singleClass: ClassRow): Promise<ReservationLink> => {
  const [event] = await reservationEvents(ctx.db, [row.class_reservation_id]);
  if (!event) throw reservationNotFound();
  const config = await loadStudioConfig(ctx.db);
  const cancelled = row.deleted_at !== null;
  const refusal = cancelled
    ? null
    : cancelRefusalAfterChange(cancelInput(row, singleClass), ctx.now, config.rules, await cancelsWithCredit(ctx.db, row.available_class_id));
  const allowed = !cancelled && refusal === null;
  return {
    class_reservation_id: row.class_reservation_id,
    class_name: event.className,
    class_date: event.start.toISOString(),
    location: [event.location.name, event.location.address?.trim()].filter(Boolean).join(', '),
    coaches: [...event.coaches],
    guest: row.guest,
    cancelled,
    cancel: {
      allowed,
      refunds_credit: allowed && cancelDecisionAfterChange({ ...cancelInput(row, singleClass), deletedAt: null }, ctx.now, config.rules).refundsCredit,
      refusal: refusal?.message ?? null,
    },
  };
};

/** The reservation a token names, with its class; gone (its class deleted): 404. */
const namedPlace = async (ctx: HandlerContext<Routes['reservationLinkRead']>) => {
  const id = await reservationOfToken(ctx, ctx.body.token);
  const [row] = await ctx.db.select().from(classReservations).where(eq(classReservations.class_reservation_id, id));
  if (!row) throw reservationNotFound();
  const [singleClass] = await ctx.db.select().from(singleClasses).where(eq(singleClasses.single_class_id, row.single_class_id));
  if (!singleClass) throw reservationNotFound();
  return { row, singleClass };
};

/** POST /reservation_link {token}: what the page shows. Reads only. */
const read: Handler<Routes['reservationLinkRead']> = async (ctx) => {
  const { row, singleClass } = await namedPlace(ctx);
  return { reservation_link: await linkView(ctx, row, singleClass) };
};

/**
 * POST /reservation_link/cancel {token}: her tap on 'Cancelar reservación'.
 * Exactly the member area's cancel (`cancelByRules`, with no caller even
 * when someone is signed in on that browser: the link speaks for her
 * alone): the credit back inside the window, lost when late, refused (412)
 * when late cancels are off; she and the waitlist are told. Once: a second
 * tap is 409 'Esta reservación ya está cancelada.'
 */
const cancel: Handler<Routes['reservationLinkCancel']> = async (ctx) => {
  const { row: found } = await namedPlace(ctx);
  const locked = await lockPlace(ctx.db, found);
  const { cancelled, refundsCredit } = await cancelByRules({ ...ctx, caller: null, params: {} }, locked);
  return { reservation_link: await linkView(ctx, cancelled, locked.singleClass), refunded_credit: refundsCredit };
};

/** POST /reservation_link, POST /reservation_link/cancel. */
export const cancelLinkHandlers = { reservationLinkRead: read, reservationLinkCancel: cancel };
