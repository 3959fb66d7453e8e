import { describe, expect, it } from 'vitest';
import { CUSTOMER_EMAIL_CODES, Customer, fill, messages, type ApiPort } from '@estudio/core';
import { uniqueEmail } from './support/emails.js';

/** Signs an account in (a demo one with 'demo1234' unless told) and gives its ApiPort; every call of one suite shares one studio. */
export type SignInAs = (email: string, password?: string) => Promise<ApiPort>;

/** What the customer contract needs besides signing in. */
export interface CustomerWorld {
  /** Signs up a new identity account, with no customer record yet, and gives its ApiPort, signed in. */
  signUp(email: string, password: string): Promise<ApiPort>;
  /** An ApiPort nobody is signed in to. */
  signedOut(): Promise<ApiPort>;
  /** The token of the newest e-mail-change link sent to `email` (what /confirmar-correo reads). */
  linkSentTo(email: string): Promise<string>;
}

const SOCIA = 'socia@estudio.test';
const NUEVA = 'nueva@estudio.test';
const PASSWORD = 'secreto123';

const valueOf = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
};

/** A refusal as a toMatchObject pattern: the screens branch on `code` and show `message`. */
const refused = (status: number, code: string, message: unknown) => ({ ok: false, error: { status, code, message } });

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server's 400 for a field its schema refuses: 'Revisa el campo: {key}. '
 * then the schema's text (core's message, or zod's own Spanish one when
 * `text` is not given).
 */
const badField = (field: string, text?: string, code = 'validation/invalid-body') => {
  const lead = `${fill(messages.common.invalidField, { label: field })}. `;
  return refused(400, code, text === undefined ? expect.stringMatching(new RegExp(`^${escaped(lead)}\\S`)) : lead + text);
};

/** A ten-digit phone no demo customer uses. */
const freshPhone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const typed = (phone: string): string => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;

/** A new account with its customer record, signed in. */
const newCustomer = async (world: CustomerWorld, label: string) => {
  const email = uniqueEmail(label);
  const api = await world.signUp(email, PASSWORD);
  const customer = valueOf(await api.customer.signup({ name: 'Ana', last_name: 'López', phone: freshPhone() }));
  return { api, email, customer };
};

/**
 * The behaviour of ApiPort's `customer` members (the signed-in customer and
 * her profile: current, update, signup, phoneAvailable, recover and the
 * e-mail change with confirmEmail), whoever provides them (core's fake over
 * the demo fixtures, the HTTP adapter over the demo server). Custom values
 * and addresses are the forms contract's.
 */
export const describeCustomerContract = (name: string, signInAs: SignInAs, world: CustomerWorld): void => {
  describe(`${name}: the customer and her profile`, () => {
    it('reads the signed-in customer with what /mystudio/informacion and the required-pages check show', async () => {
      const terms = valueOf(await (await world.signedOut()).content.pages()).find((page) => page.slug === 'terminos');
      expect(terms?.required).toBe(true);
      const socia = valueOf(await (await signInAs(SOCIA)).customer.current());
      expect(Customer.parse(socia)).toEqual(socia);
      expect(socia).toMatchObject({
        email: SOCIA, role: 'customer', pending_email: null, custom_values: expect.any(Array),
        phone: expect.stringMatching(/^\d{10}$/), birthdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        address: expect.objectContaining({ city: expect.any(String), state: expect.any(String), country: expect.any(String) }),
      });
      expect(socia.name).not.toBe('');
      expect(socia.accepted_pages).toContainEqual({ page_id: terms?.page_id });
      expect(socia.purchases.length).toBeGreaterThan(0);
      const nueva = valueOf(await (await signInAs(NUEVA)).customer.current());
      expect(nueva).toMatchObject({ email: NUEVA, purchases: [], pending_email: null });
      expect(nueva.accepted_pages).toContainEqual({ page_id: terms?.page_id });
      expect(nueva.customer_id).not.toBe(socia.customer_id);
    });

    it('refuses the profile calls to nobody signed in (401) and to an account without a customer record (404)', async () => {
      const nobody = await world.signedOut();
      const signedOut = refused(401, 'auth/missing-token', messages.auth.invalidToken);
      expect(await nobody.customer.current()).toMatchObject(signedOut);
      expect(await nobody.customer.update({ name: 'Nadie' })).toMatchObject(signedOut);
      expect(await nobody.customer.signup({ name: 'Nadie', last_name: 'Nunca', phone: freshPhone() })).toMatchObject(signedOut);
      const stranger = await world.signUp(uniqueEmail('sin-perfil'), PASSWORD);
      const noRecord = refused(404, 'customer/not-found', messages.profile.notFound);
      expect(await stranger.customer.current()).toMatchObject(noRecord);
      expect(await stranger.customer.update({ name: 'Ana' })).toMatchObject(noRecord);
    });

    it("signs up the customer record of a new account: the account's e-mail, the phone's 10 digits, only pages that exist", async () => {
      const terms = valueOf(await (await world.signedOut()).content.pages()).find((page) => page.slug === 'terminos');
      const email = uniqueEmail('alta');
      const api = await world.signUp(email, PASSWORD);
      const phone = freshPhone();
      expect(await api.customer.phoneAvailable(typed(phone))).toEqual({ ok: true, value: true });
      const body = { name: ' Ana ', last_name: 'López', phone: typed(phone), birthdate: '1990-05-01', instagram: '@ana', signup_reason: 'Otro', other: 'Una amiga' };
      const created = valueOf(await api.customer.signup({ ...body, accepted_pages: [terms?.page_id ?? 0, 999_999] }));
      expect(created).toMatchObject({
        email, name: 'Ana', last_name: 'López', phone, birthdate: '1990-05-01', instagram: '@ana', signup_reason: 'Otro', other: 'Una amiga',
        role: 'customer', address: null, file: null, purchases: [], has_unlimited: false, custom_values: [], pending_email: null,
        accepted_pages: [{ page_id: terms?.page_id }],
      });
      expect(Customer.parse(created)).toEqual(created);
      expect(await api.customer.current()).toEqual({ ok: true, value: created });
      expect(await api.customer.phoneAvailable(phone)).toEqual({ ok: true, value: false });
      expect(await api.customer.signup({ ...body, phone: freshPhone() })).toMatchObject(refused(409, 'customer/already-exists', messages.auth.signupConflict));
    });

    it('refuses a sign-up with a blank name, a malformed phone or a phone another customer holds, and keeps no record', async () => {
      const taken = valueOf(await (await signInAs(NUEVA)).customer.current()).phone ?? '';
      const api = await world.signUp(uniqueEmail('rechazada'), PASSWORD);
      const body = { name: 'Ana', last_name: 'López', phone: freshPhone() };
      expect(await api.customer.signup({ ...body, name: '  ' })).toMatchObject(badField('name', messages.forms.fillField));
      expect(await api.customer.signup({ ...body, last_name: '' })).toMatchObject(badField('last_name', messages.forms.fillField));
      expect(await api.customer.signup({ ...body, phone: '55-12' })).toMatchObject(badField('phone', messages.forms.phoneFormat));
      expect(await api.customer.signup({ ...body, phone: `+52${taken}` })).toMatchObject(refused(409, 'customer/phone-in-use', messages.auth.duplicatePhone));
      expect(await api.customer.current()).toMatchObject({ ok: false, error: { status: 404 } });
    });

    it('tells anyone whether a phone is free, whatever its separators, and refuses a malformed one', async () => {
      const taken = valueOf(await (await signInAs(NUEVA)).customer.current()).phone ?? '';
      const nobody = await world.signedOut();
      expect(await nobody.customer.phoneAvailable(typed(taken))).toEqual({ ok: true, value: false });
      expect(await nobody.customer.phoneAvailable(freshPhone())).toEqual({ ok: true, value: true });
      expect(await nobody.customer.phoneAvailable('abc')).toMatchObject(badField('phone', messages.forms.phoneFormat, 'validation/invalid-query'));
    });

    it('updates her own fields and answers her record as stored; a customer_id in the body changes nobody else', async () => {
      const nueva = valueOf(await (await signInAs(NUEVA)).customer.current());
      const { api, email, customer } = await newCustomer(world, 'perfil');
      const phone = freshPhone();
      const edits = { name: 'Ana María', last_name: 'López Ruiz', birthdate: '1991-03-04', instagram: '@ana.maria', signup_reason: 'Otro', other: 'Una amiga' };
      const updated = valueOf(await api.customer.update({ ...edits, customer_id: nueva.customer_id, phone: typed(phone) }));
      expect(updated).toMatchObject({ ...edits, customer_id: customer.customer_id, email, phone, pending_email: null });
      expect(await api.customer.current()).toEqual({ ok: true, value: updated });
      expect(valueOf(await api.customer.update({ phone, instagram: null, birthdate: null }))).toMatchObject({ phone, instagram: null, birthdate: null });
      expect(valueOf(await (await signInAs(NUEVA)).customer.current())).toEqual(nueva);
    });

    it('refuses a blank name, a malformed date or phone, and a phone another customer holds, changing nothing', async () => {
      const taken = valueOf(await (await signInAs(NUEVA)).customer.current()).phone ?? '';
      const { api, customer } = await newCustomer(world, 'perfil-mal');
      expect(await api.customer.update({ name: ' ' })).toMatchObject(badField('name', messages.forms.fillField));
      expect(await api.customer.update({ last_name: '' })).toMatchObject(badField('last_name', messages.forms.fillField));
      expect(await api.customer.update({ phone: '12-34' })).toMatchObject(badField('phone', messages.forms.phoneFormat));
      expect(await api.customer.update({ birthdate: '1990-02-30' })).toMatchObject(badField('birthdate'));
      expect(await api.customer.update({ name: 'Cambiada', phone: typed(taken) })).toMatchObject(refused(409, 'customer/phone-in-use', messages.auth.duplicatePhone));
      expect(await api.customer.current()).toEqual({ ok: true, value: customer });
    });

    it('changes her e-mail only through the link sent to the new address, asked for with her current password', async () => {
      const { api, email } = await newCustomer(world, 'correo');
      const wanted = uniqueEmail('Nuevo');
      expect(await api.customer.update({ email: wanted })).toMatchObject(
        refused(400, CUSTOMER_EMAIL_CODES.passwordRequired, messages.auth.currentPasswordRequired));
      expect(await api.customer.update({ email: wanted, current_password: 'otra-clave' })).toMatchObject(
        refused(403, CUSTOMER_EMAIL_CODES.wrongPassword, messages.auth.currentPasswordWrong));
      expect(await api.customer.update({ email: NUEVA, current_password: PASSWORD })).toMatchObject(
        refused(409, CUSTOMER_EMAIL_CODES.emailTaken, messages.customerAdmin.emailTaken));
      expect(valueOf(await api.customer.update({ email: email.toUpperCase() }))).toMatchObject({ email, pending_email: null });

      const asked = valueOf(await api.customer.update({ email: wanted, current_password: PASSWORD }));
      expect(asked).toMatchObject({ email, pending_email: wanted.toLowerCase() });
      expect(await api.customer.update({ email: uniqueEmail('otro'), current_password: PASSWORD })).toMatchObject(
        refused(429, CUSTOMER_EMAIL_CODES.emailChangeTooSoon, messages.auth.emailChangeTooSoon));

      const token = await world.linkSentTo(wanted.toLowerCase());
      const anyone = await world.signedOut();
      expect(await anyone.customer.confirmEmail(token)).toEqual({ ok: true, value: undefined });
      const invalidLink = refused(400, CUSTOMER_EMAIL_CODES.invalidEmailToken, messages.auth.emailChangeLinkInvalid);
      expect(await anyone.customer.confirmEmail(token)).toMatchObject(invalidLink);
      expect(await anyone.customer.confirmEmail('0123456789abcdef-desconocido')).toMatchObject(invalidLink);
      expect(await anyone.customer.confirmEmail('corto')).toMatchObject(badField('token'));
      const moved = await signInAs(wanted, PASSWORD);
      expect(valueOf(await moved.customer.current())).toMatchObject({ email: wanted.toLowerCase(), pending_email: null });
    });

    it('refuses an e-mail an account without a customer record holds, and a link whose address was taken meanwhile', async () => {
      const held = uniqueEmail('ocupado');
      await world.signUp(held, PASSWORD);
      const { email } = await newCustomer(world, 'carrera');
      const api = await signInAs(email, PASSWORD);
      const taken = refused(409, CUSTOMER_EMAIL_CODES.emailTaken, messages.customerAdmin.emailTaken);
      expect(await api.customer.update({ email: held, current_password: PASSWORD })).toMatchObject(taken);
      const wanted = uniqueEmail('disputado');
      expect(valueOf(await api.customer.update({ email: wanted, current_password: PASSWORD }))).toMatchObject({ pending_email: wanted });
      const token = await world.linkSentTo(wanted);
      await world.signUp(wanted, PASSWORD);
      expect(await (await world.signedOut()).customer.confirmEmail(token)).toMatchObject(taken);
      expect(valueOf(await (await signInAs(email, PASSWORD)).customer.current())).toMatchObject({ email });
    });

    it("lists her accepted pages ([] for an account without a customer record) and records each page once; 404 'page/not-found' for a page that does not exist", async () => {
      const nobody = await world.signedOut();
      const [page] = valueOf(await nobody.content.pages());
      const pageId = page?.page_id ?? 0;
      expect(await nobody.content.acceptedPages()).toMatchObject(refused(401, 'auth/missing-token', messages.auth.invalidToken));
      expect(await nobody.content.acceptPage(pageId)).toMatchObject(refused(401, 'auth/missing-token', messages.auth.invalidToken));
      const stranger = await world.signUp(uniqueEmail('sin-paginas'), PASSWORD);
      expect(await stranger.content.acceptedPages()).toEqual({ ok: true, value: [] });
      expect(await stranger.content.acceptPage(pageId)).toMatchObject(refused(404, 'customer/not-found', messages.profile.notFound));
      const { api, customer } = await newCustomer(world, 'paginas');
      const accepted = { page_id: pageId, customer_id: customer.customer_id };
      expect(await api.content.acceptedPages()).toEqual({ ok: true, value: [] });
      expect(await api.content.acceptPage(pageId)).toEqual({ ok: true, value: accepted });
      expect(await api.content.acceptPage(pageId)).toEqual({ ok: true, value: accepted });
      expect(await api.content.acceptedPages()).toEqual({ ok: true, value: [accepted] });
      expect(valueOf(await api.customer.current()).accepted_pages).toEqual([{ page_id: pageId }]);
      expect(await api.content.acceptPage(999_999)).toMatchObject(refused(404, 'page/not-found', messages.common.notFound));
    });

    it("answers a page, an instructor or a class type that does not exist with the server's 404 code for it", async () => {
      const nobody = await world.signedOut();
      expect(await nobody.content.page('no-existe')).toMatchObject(refused(404, 'page/not-found', messages.common.notFound));
      expect(await nobody.catalog.instructor(999_999)).toMatchObject(refused(404, 'instructor/not-found', messages.common.notFound));
      expect(await nobody.catalog.classType(999_999)).toMatchObject(refused(404, 'class-type/not-found', messages.common.notFound));
    });

    it("refuses the other areas' customer calls to nobody signed in with 401 'auth/missing-token', and a malformed query or body with 400 'validation/invalid-query' or 'validation/invalid-body'", async () => {
      const nobody = await world.signedOut();
      const signedOut = refused(401, 'auth/missing-token', messages.auth.invalidToken);
      expect(await nobody.reservations.mine({})).toMatchObject(signedOut);
      expect(await nobody.waitlist.mine()).toMatchObject(signedOut);
      expect(await nobody.credits.mine()).toMatchObject(signedOut);
      expect(await nobody.reservations.reserve({ single_class_id: 1 })).toMatchObject(signedOut);
      const { api } = await newCustomer(world, 'malformada');
      expect(await api.reservations.mine({ filter: 'ninguno' } as never)).toMatchObject(badField('filter', undefined, 'validation/invalid-query'));
      expect(await api.reservations.mine({ page: 0 })).toMatchObject(badField('page', undefined, 'validation/invalid-query'));
      expect(await api.reservations.reserve({ single_class_id: 'uno' } as never)).toMatchObject(badField('single_class_id'));
      expect(await api.reservations.rate({ class_reservation_id: 1, coach_stars: 9 })).toMatchObject(badField('coach_stars'));
    });

    it('asks for a password-recovery e-mail for any well-formed address and refuses a malformed one', async () => {
      const nobody = await world.signedOut();
      expect(await nobody.customer.recover(SOCIA)).toEqual({ ok: true, value: undefined });
      expect(await nobody.customer.recover(uniqueEmail('nadie'))).toEqual({ ok: true, value: undefined });
      expect(await nobody.customer.recover('no-es-un-correo')).toMatchObject(badField('email', messages.auth.invalidEmail));
    });
  });
};
