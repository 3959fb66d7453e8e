import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { FakeClock } from '@estudio/core/testing';
import { createHttpApi, createHttpClient } from '../src/index.js';
import { createSchemaValidator } from '../src/validation.js';
import { composeBrowser, PASSWORD, useTestServer } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';

const server = useTestServer();

/** The composition a browser front end makes: one identity, one API, one cookie jar. */
const compose = () => composeBrowser(server());

/** A ten-digit phone nobody in the demo uses. */
const freshPhone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('createHttpApi: customer', () => {
  it('signs up the customer record of a new account and reads it back as the current customer', async () => {
    const { identity, api } = compose();
    const email = uniqueEmail('cliente');
    const account = await identity.signUp(email, PASSWORD);
    expect(account.ok).toBe(true);
    const phone = freshPhone();
    expect(await api.customer.phoneAvailable(phone)).toEqual({ ok: true, value: true });

    const created = await api.customer.signup({ name: 'Ana', last_name: 'López', phone });
    expect(created).toMatchObject({ ok: true, value: { email, name: 'Ana', last_name: 'López', phone } });

    const current = await api.customer.current();
    expect(current).toEqual(created);
    expect(await api.customer.phoneAvailable(phone)).toEqual({ ok: true, value: false });

    const updated = await api.customer.update({ name: 'Ana María' });
    expect(updated).toMatchObject({ ok: true, value: { name: 'Ana María', email } });
  });

  it('answers the server refusal of a signed-out call as an AppError', async () => {
    const { api } = compose();
    const current = await api.customer.current();
    expect(current).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it('asks for a recovery e-mail', async () => {
    const { api } = compose();
    expect(await api.customer.recover(uniqueEmail('recuperar'))).toEqual({ ok: true, value: undefined });
  });
});

describe('createHttpApi: configuration, content and catalogue of the demo studio', () => {
  it('reads the configuration list', async () => {
    const { api } = compose();
    const result = await api.appConfig.load();
    expect(result.ok && result.value.find((entry) => entry.key === 'business_name')?.value).toBe('Estudio Demo');
  });

  it('reads pages, one page by slug, and announcements', async () => {
    const { api } = compose();
    const pages = await api.content.pages();
    expect(pages.ok && pages.value.map((page) => page.slug)).toEqual(expect.arrayContaining(['terminos', 'privacidad']));
    expect(await api.content.page('terminos')).toMatchObject({ ok: true, value: { title: 'Términos y Condiciones' } });
    const announcements = await api.content.announcements();
    expect(announcements.ok && announcements.value.length).toBeGreaterThan(0);
  });

  it('accepts a page for the signed-in customer and lists it', async () => {
    const { identity, api } = compose();
    await identity.signUp(uniqueEmail('acepta'), PASSWORD);
    const created = await api.customer.signup({ name: 'Eva', last_name: 'Ruiz', phone: freshPhone() });
    const page = await api.content.page('privacidad');
    if (!created.ok || !page.ok) throw new Error('setup failed');
    const accepted = await api.content.acceptPage(page.value.page_id);
    expect(accepted).toEqual({ ok: true, value: { page_id: page.value.page_id, customer_id: created.value.customer_id } });
    const list = await api.content.acceptedPages();
    expect(list.ok && list.value.map((row) => row.page_id)).toContain(page.value.page_id);
  });

  it('reads class types, the home coaches, one coach and the locations', async () => {
    const { api } = compose();
    const classTypes = await api.catalog.classTypes();
    expect(classTypes.ok && classTypes.value.length).toBeGreaterThan(0);
    const firstType = classTypes.ok ? classTypes.value[0] : undefined;
    if (!firstType) throw new Error('no class types in the demo');
    expect(await api.catalog.classType(firstType.class_type_id)).toMatchObject({ ok: true, value: firstType });
    expect(await api.catalog.classType(987654)).toMatchObject({ ok: false, error: { status: 404 } });
    const coaches = await api.catalog.homeInstructors();
    if (!coaches.ok || coaches.value[0] === undefined) throw new Error('no coaches in the demo');
    const coach = coaches.value[0];
    expect(await api.catalog.instructor(coach.instructor_id)).toMatchObject({ ok: true, value: coach });
    const locations = await api.catalog.locations();
    expect(locations.ok && locations.value.length).toBeGreaterThanOrEqual(2);
  });

  it('answers an unknown page with the server 404', async () => {
    const { api } = compose();
    expect(await api.content.page('no-existe')).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('createHttpApi: answers that break the schema', () => {
  it('turns a response without its key into an AppError, not a crash', async () => {
    const fetch = async () => Response.json({ paginas: [] });
    const api = createHttpApi({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch });
    expect(await api.content.pages()).toEqual({
      ok: false,
      error: { status: 200, code: 'invalid-response', message: messages.common.genericError },
    });
  });

  it("refuses an answer that breaks the route's schema when the client validates", async () => {
    const fetch = async () => Response.json({ locations: [{ location_id: 'uno' }] });
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch, validateResponse: createSchemaValidator() });
    expect(await createHttpApi(client).catalog.locations()).toMatchObject({ ok: false, error: { status: 200, code: 'invalid-response' } });
  });

  it('shares a client passed in instead of options', async () => {
    const fetch = async () => Response.json({ locations: [{ location_id: 1, name: 'Centro', address: null }] });
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:9/api', clock: new FakeClock(), fetch });
    expect(await createHttpApi(client).catalog.locations()).toEqual({
      ok: true,
      value: [{ location_id: 1, name: 'Centro', address: null }],
    });
  });
});
