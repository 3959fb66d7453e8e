import { describe, expect, it } from 'vitest';
import { Announcement, ClassType, Instructor, Location, Page } from '../api/schemas/content.schemas.js';
import { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import { Customer } from '../api/schemas/customer.schemas.js';
import { messages } from '../messages/index.js';
import { appError } from '../shared/result.js';
import { createDemoPorts } from './demo-ports.js';
import { demoAccounts, demoFixtures } from './demo-fixtures.js';
import { createFakeApi } from './fake-api.js';

const signedIn = async (email: string = demoAccounts.socia.email) => {
  const ports = createDemoPorts();
  await ports.identity.signIn(email, 'demo1234');
  return ports;
};

describe('createFakeApi: customer', () => {
  it('answers the signed-in customer with its accepted pages', async () => {
    const { api } = await signedIn();
    const current = await api.customer.current();
    expect(current.ok && current.value).toMatchObject({ customer_id: 2, accepted_pages: [{ page_id: 1 }] });
  });

  it('answers 401 without a user and 404 without a customer record', async () => {
    const { api, identity } = createDemoPorts();
    expect(await api.customer.current()).toMatchObject({ ok: false, error: { status: 401 } });
    await identity.signUp('sin.perfil@estudio.test', 'secreto1');
    expect(await api.customer.current()).toMatchObject({
      ok: false,
      error: { status: 404, message: messages.profile.notFound },
    });
  });

  it('tells whether a phone is free, whatever its separators', async () => {
    const { api } = createDemoPorts();
    expect(await api.customer.phoneAvailable('551-234-0001')).toEqual({ ok: true, value: false });
    expect(await api.customer.phoneAvailable('(551) 234-7777')).toEqual({ ok: true, value: true });
    expect(await api.customer.phoneAvailable('12')).toMatchObject({
      ok: false,
      error: { status: 400, code: 'validation/invalid-query', message: `Revisa el campo: phone. ${messages.forms.phoneFormat}` },
    });
  });

  it('creates the customer of the signed-in identity with its accepted pages', async () => {
    const { api, identity } = createDemoPorts();
    await identity.signUp('valeria@estudio.test', 'secreto1');
    const created = await api.customer.signup({ name: 'Valeria', last_name: 'Ortiz', phone: '551 234 5678', accepted_pages: [1] });
    expect(created.ok && created.value).toMatchObject({
      uid: identity.currentUser()?.uid,
      email: 'valeria@estudio.test',
      phone: '5512345678',
      role: 'customer',
      accepted_pages: [{ page_id: 1 }],
    });
    expect(await api.customer.signup({ name: 'Otra', last_name: 'Vez', phone: '5500000099' })).toMatchObject({
      ok: false,
      error: { status: 409 },
    });
  });

  it('refuses a duplicate phone with 409 and the spec text, writing nothing', async () => {
    const { api, identity } = createDemoPorts();
    await identity.signUp('valeria@estudio.test', 'secreto1');
    const refused = await api.customer.signup({ name: 'Valeria', last_name: 'Ortiz', phone: '5512340001' });
    expect(refused).toMatchObject({ ok: false, error: { status: 409, message: messages.auth.duplicatePhone } });
    expect(api.state.customers).toHaveLength(demoFixtures.customers.length);
  });

  it('refuses an invalid body with 400 and writes nothing', async () => {
    const { api, identity } = createDemoPorts();
    await identity.signUp('valeria@estudio.test', 'secreto1');
    expect(await api.customer.signup({ name: '', last_name: 'Ortiz', phone: '5512345678' })).toMatchObject({
      ok: false,
      error: { status: 400 },
    });
    expect(api.state.customers).toHaveLength(demoFixtures.customers.length);
  });

  it('updates the current customer and refuses a phone another customer uses', async () => {
    const { api } = await signedIn();
    const updated = await api.customer.update({ name: 'Mariana Sofía', address: { city: 'Puebla', state: 'Puebla', country: 'México' } });
    expect(updated.ok && updated.value).toMatchObject({ name: 'Mariana Sofía', address: { city: 'Puebla' } });
    expect(await api.customer.update({ phone: '5512340002' })).toMatchObject({
      ok: false,
      error: { status: 409, message: messages.auth.duplicatePhone },
    });
  });

  it('records recovery requests', async () => {
    const { api } = createDemoPorts();
    expect((await api.customer.recover(' Socia@estudio.test ')).ok).toBe(true);
    expect(api.state.recoveries).toEqual(['socia@estudio.test']);
  });
});

describe('createFakeApi: content and catalogue', () => {
  it('serves pages, announcements, class types, coaches, locations and config', async () => {
    const { api } = createDemoPorts();
    expect(await api.content.page('terminos')).toMatchObject({ ok: true, value: { title: 'Términos y Condiciones' } });
    expect(await api.content.page('nada')).toMatchObject({ ok: false, error: { status: 404 } });
    expect(await api.content.announcements()).toMatchObject({ ok: true, value: { length: 2 } });
    expect(await api.catalog.homeInstructors()).toMatchObject({ ok: true, value: { length: 4 } });
    expect(await api.catalog.instructor(3)).toMatchObject({ ok: true, value: { name: 'Sofía' } });
    expect(await api.catalog.locations()).toMatchObject({ ok: true, value: { length: 2 } });
    expect(await api.catalog.classType(1)).toMatchObject({ ok: true, value: { name: 'Yoga' } });
    expect(await api.catalog.classType(99)).toMatchObject({ ok: false, error: { status: 404, code: 'class-type/not-found' } });
    expect(await api.appConfig.load()).toMatchObject({ ok: true, value: expect.arrayContaining([{ key: 'business_name', value: 'Estudio Demo' }]) });
  });

  it('records an accepted page once for the current customer', async () => {
    const { api } = await signedIn(demoAccounts.nueva.email);
    expect(await api.content.acceptPage(2)).toEqual({ ok: true, value: { page_id: 2, customer_id: 3 } });
    await api.content.acceptPage(2);
    const accepted = await api.content.acceptedPages();
    expect(accepted.ok && accepted.value.map((a) => a.page_id)).toEqual([1, 2]);
    expect(await api.content.acceptPage(99)).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('never lets a caller change its data through an answer', async () => {
    const { api } = createDemoPorts();
    const pages = await api.content.pages();
    if (pages.ok) pages.value.splice(0);
    expect(api.state.pages).toHaveLength(2);
  });
});

describe('createFakeApi: failures', () => {
  it('answers a queued failure once, then normally', async () => {
    const api = createFakeApi();
    const down = appError('server/down', 'El servidor no responde', 500);
    api.failNext('content.pages', down);
    expect(await api.content.pages()).toEqual({ ok: false, error: down });
    expect(await api.content.pages()).toEqual({ ok: true, value: [] });
  });
});

describe('demoFixtures', () => {
  it('matches the shared API schemas', () => {
    for (const entry of demoFixtures.config) ConfigEntry.parse(entry);
    for (const location of demoFixtures.locations) Location.parse(location);
    for (const classType of demoFixtures.classTypes) ClassType.parse(classType);
    for (const coach of demoFixtures.instructors) Instructor.parse(coach);
    for (const announcement of demoFixtures.announcements) Announcement.parse(announcement);
    for (const page of demoFixtures.pages) Page.parse(page);
    for (const customer of demoFixtures.customers) Customer.parse(customer);
  });

  it('is the demo studio of the contract', () => {
    const value = (key: string) => demoFixtures.config.find((entry) => entry.key === key)?.value;
    expect(value('business_name')).toBe('Estudio Demo');
    for (const flag of ['single_class_enabled', 'videos_enabled', 'subscriptions_enabled', 'waitlist_enabled', 'allow_class_guests', 'qrcode_enabled', 'reservation_rating_enabled', 'discounts_enabled', 'cash_checkout_enabled', 'allow_restricted_class_types', 'unlimited_membership_penalties_enabled', 'banner_enabled', 'whatsapp_widget']) {
      expect(value(flag), flag).toBe('true');
    }
    expect(value('checkout_disabled')).toBe('false');
    expect(demoFixtures.pages.map((p) => [p.slug, p.title, p.required])).toEqual([
      ['terminos', 'Términos y Condiciones', true],
      ['privacidad', 'Aviso de Privacidad', false],
    ]);
    expect(demoFixtures.locations).toHaveLength(2);
    expect(demoFixtures.instructors).toHaveLength(4);
    expect(demoFixtures.classTypes.filter((c) => c.image !== null).length).toBeGreaterThanOrEqual(4);
  });
});
