import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppConfigResponse, REQUEST_ERRORS, fill, messages, parseStudioConfig } from '@estudio/core';
import { settings } from '../../src/db/schema/index.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';

/**
 * PUT /appconfig ('Configuración', issue 15): the admin writes the changed
 * settings, checked by kind, all or none; every app over the database reads
 * them on its next request.
 */
onEachDatabase('settings: the admin writes the studio configuration', (h) => {
  let admin: string;
  const stored = async (harness: Harness, key: string) =>
    (await harness.db.select().from(settings).where(eq(settings.key, key)))[0]?.value ?? null;
  const put = (body: unknown, token: string | undefined = admin) => h().request('PUT', '/api/appconfig', { token, body });
  const config = async (harness: Harness) => {
    const answer = await harness.request('GET', '/api/appconfig');
    expect(answer.status, answer.text).toBe(200);
    return parseStudioConfig(AppConfigResponse.parse(answer.body).config);
  };

  beforeAll(async () => {
    admin = (await h().signIn(DEMO.admin)).token;
  });

  it('writes only the keys sent, flags as true/false, and answers the whole list as GET /appconfig does', async () => {
    const before = await stored(h(), 'tagline');
    const answer = await put({ business_name: 'Estudio Luna', primary: '#123abc', waitlist_enabled: false, signup_fee: '' });
    expect(answer.status, answer.text).toBe(200);
    const list = AppConfigResponse.parse(answer.body).config;
    expect(list).toEqual(AppConfigResponse.parse((await h().request('GET', '/api/appconfig')).body).config);
    expect(list.find((entry) => entry.key === 'business_name')?.value).toBe('Estudio Luna');
    expect(await stored(h(), 'waitlist_enabled')).toBe('false');
    expect(await stored(h(), 'primary')).toBe('#123abc');
    expect(await stored(h(), 'tagline')).toBe(before);
    const read = await config(h());
    expect(read.appearance.businessName).toBe('Estudio Luna');
    expect(read.appearance.colors.primary).toBe('#123abc');
    expect(read.features.waitlist).toBe(false);
  });

  it('is seen at once by another server process over the same database (nothing caches settings)', async () => {
    const other = h().withApp({});
    expect((await config(other)).sections.about.enabled).toBe(true);
    expect((await put({ about_enabled: false, hero_title: 'Respira hondo' })).status).toBe(200);
    const seen = await config(other);
    expect(seen.sections.about.enabled).toBe(false);
    expect(seen.sections.hero.title).toBe('Respira hondo');
    expect((await put({ about_enabled: true })).status).toBe(200);
    expect((await config(other)).sections.about.enabled).toBe(true);
  });

  it('refuses an empty body (400, in Spanish), writing nothing', async () => {
    const before = await stored(h(), 'business_name');
    const answer = await put({});
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidBody.code);
    expect(answer.body.message).toBe('Revisa los datos enviados.');
    expect(await stored(h(), 'business_name')).toBe(before);
  });

  it('writes a key the database did not hold yet', async () => {
    await h().db.delete(settings).where(eq(settings.key, 'meta_pixel_id'));
    expect((await put({ meta_pixel_id: '1234567890' })).status).toBe(200);
    expect(await stored(h(), 'meta_pixel_id')).toBe('1234567890');
  });

  it('refuses customers and staff (403) and anonymous callers (401), writing nothing', async () => {
    const socia = (await h().signIn(DEMO.socia)).token;
    const staff = (await h().signIn(DEMO.staff)).token;
    const name = await stored(h(), 'business_name');
    expect((await put({ business_name: 'Intruso' }, socia)).status).toBe(403);
    expect((await put({ business_name: 'Intruso' }, staff)).status).toBe(403);
    expect((await h().request('PUT', '/api/appconfig', { body: { business_name: 'Intruso' } })).status).toBe(401);
    expect(await stored(h(), 'business_name')).toBe(name);
  });

  it.each([
    ['an unknown key', { business_name: 'Nombre nuevo', favorite_colour: 'rojo' }, 'favorite_colour', messages.deskSettings.unknownKey],
    ['a secret key', { business_name: 'Nombre nuevo', card_secret_key: 'sk_live_x' }, 'card_secret_key', messages.deskSettings.secretKey],
  ])('refuses %s (400) and writes none of the body', async (_what, body, key, template) => {
    const name = await stored(h(), 'business_name');
    const answer = await put(body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidBody.code);
    expect(answer.body.message).toContain(fill(template, { key }));
    expect(await stored(h(), 'business_name')).toBe(name);
    expect(await stored(h(), key)).toBeNull();
  });

  it.each([
    [{ primary: 'red' }, messages.admin.colorFormat],
    [{ hero_order: '-1' }, fill(messages.deskSettings.wholeBetween, { min: '0', max: '99' })],
    [{ logo: 'javascript:alert(1)' }, messages.deskSettings.linkFormat],
    [{ identity_provider: '{"provider":"firebase","apiSecret":"x"}' }, messages.deskSettings.identityFormat],
    [{ identity_provider: 'no es json' }, messages.deskSettings.jsonFormat],
    [{ timezone: 'America/Atlantida' }, messages.deskSettings.timezoneFormat],
    [{ cancel_timeframe_unit: 'weeks' }, messages.deskSettings.choiceFormat],
    [{ waitlist_enabled: 'yes' }, null],
    [{}, null],
  ])('refuses %j with a Spanish message (400)', async (body, message) => {
    const answer = await put({ ...body });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.code).toBe(REQUEST_ERRORS.invalidBody.code);
    if (message) expect(answer.body.message).toContain(message);
  });

  it('writes all or nothing: a package id that names no package refuses the whole body', async () => {
    const name = await stored(h(), 'business_name');
    const answer = await put({ business_name: 'A medias', signup_fee: '999999' });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({ code: REQUEST_ERRORS.invalidBody.code, message: fill(messages.deskSettings.packageMissing, { id: '999999' }) });
    expect(await stored(h(), 'business_name')).toBe(name);
    expect(await stored(h(), 'signup_fee')).not.toBe('999999');
  });

  it('takes a package id that names a package', async () => {
    const packages = (await h().request('GET', '/api/class_packages')).body.class_packages as { class_package_id: number }[];
    const id = String(packages[0]!.class_package_id);
    expect((await put({ signup_fee: id })).status).toBe(200);
    expect((await config(h())).checkout.signupFeePackageId).toBe(Number(id));
    expect((await put({ signup_fee: '' })).status).toBe(200);
    expect((await config(h())).checkout.signupFeePackageId).toBeNull();
  });
});
