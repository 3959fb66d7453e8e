/**
 * The profile against the real server (spec 2 'Other member screens', spec 4
 * 'Required pages' and 'Full dynamic-form saving', spec 5 'Address'): a
 * customer completes her profile on /mystudio/informacion (the 'Otro' reason
 * reveals its field, a custom field through the searchable select), adds a
 * billing address that is refused without a city and then saved, uploads a
 * photo that the server then serves; and, where the studio's profile form
 * requires a field she lacks, /mystudio asks for it in 'Completar
 * Información', which cannot be closed. Each journey makes its own customer.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { messages } from '@estudio/core';
import { callJson } from './support/api.js';
import { atPath, seen } from './support/app.js';
import { adminToken, newCustomer, type JourneyCustomer } from './support/booking.js';
import { dialogNamed, signInAs } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';

const s = messages.profileScreen;
const PROFILE = '/mystudio/informacion';

/** Her record as GET /api/customer answers it. */
interface StoredCustomer {
  birthdate: string | null;
  signup_reason: string | null;
  other: string | null;
  custom_values?: { key: string; value: unknown }[];
  file: { file_id?: number; src: string } | null;
}

const current = async (customer: JourneyCustomer): Promise<StoredCustomer> => {
  const answer = await callJson<{ customer: StoredCustomer }>(baseUrl(), '/api/customer', { token: customer.token });
  if (answer.status !== 200) throw new Error(`GET /api/customer answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.customer;
};

const addressesOf = async (customer: JourneyCustomer) => {
  const answer = await callJson<{ addresses: { city: string | null; street?: string | null }[] }>(baseUrl(), '/api/addresses', { token: customer.token });
  if (answer.status !== 200) throw new Error(`GET /api/addresses answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.addresses;
};

const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title });
const input = (scope: Locator, label: RegExp): Locator => scope.getByLabel(label).and(scope.locator('input, textarea'));

/** Picks a choice in one of the dynamic form's searchable selects by typing part of it, without its accent. */
const choose = async (scope: Locator, label: RegExp, typed: string, option: string): Promise<void> => {
  const combo = scope.getByRole('combobox', { name: label });
  await combo.click();
  await combo.fill(typed);
  await (await seen(scope.page().getByRole('option', { name: option, exact: true }))).click();
};

/** A 2×2 red PNG, the smallest real image the server's type check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEUlEQVR4nGP4z8DwnwGMgRQAH+4D/dJQfRoAAAAASUVORK5CYII=',
  'base64',
);

/** The demo's profile form, read and rewritten by the admin (PUT /api/forms/1 replaces its fields). */
const profileFormFields = async (): Promise<Record<string, unknown>[]> => {
  const answer = await callJson<{ form: { form_fields: Record<string, unknown>[] } }>(baseUrl(), '/api/forms/1', { token: await adminToken(baseUrl()) });
  if (answer.status !== 200) throw new Error(`GET /api/forms/1 answered ${answer.status}`);
  return answer.body.form.form_fields;
};

const FIELD_KEYS = ['key', 'name', 'type', 'label', 'order', 'required', 'options', 'precondition', 'className', 'step', 'value'] as const;
const asBody = (field: Record<string, unknown>) =>
  Object.fromEntries(FIELD_KEYS.filter((key) => field[key] !== undefined && field[key] !== null).map((key) => [key, key === 'options' ? (field[key] as { value: string }[]).map((option) => option.value) : field[key]]));

const putProfileForm = async (fields: Record<string, unknown>[]): Promise<void> => {
  const answer = await callJson(baseUrl(), '/api/forms/1', { method: 'PUT', body: { form_fields: fields.map(asBody) }, token: await adminToken(baseUrl()) });
  if (answer.status !== 200) throw new Error(`PUT /api/forms/1 answered ${answer.status} ${JSON.stringify(answer.body)}`);
};

describe.skipIf(noBrowser)('the profile', () => {
  const { newPage } = useBrowser();

  it('completes her profile: the birthday, the reason with its revealed field, and a custom field (desktop)', async () => {
    const customer = await newCustomer(baseUrl());
    const { page } = await newPage('desktop');
    await signInAs(page, customer);
    const navbar = page.getByRole('navigation', { name: 'Navegación de tu cuenta' });
    await (await seen(navbar.getByRole('button', { name: messages.chrome.myAccount, exact: true }))).click();
    await (await seen(navbar.getByRole('link', { name: s.title }))).click();
    await atPath(page, PROFILE);
    await seen(page.getByRole('heading', { level: 1, name: s.title }));
    await seen(page.getByText(messages.profile.missingBirthdate));
    await expectAccessible(page, `${PROFILE} (view)`);

    const personal = card(page, s.personalTitle);
    await personal.getByRole('button', { name: s.editPersonal }).click();
    await input(personal, /^Fecha de nacimiento/).fill('1992-05-18');
    expect(await personal.getByLabel(/^Cuéntanos/).count()).toBe(0);
    await choose(personal, /¿Cómo nos conociste\?/, 'otro', 'Otro');
    await input(personal, /^Cuéntanos/).fill('Me invitó mi hermana');
    await choose(personal, /Talla de playera/, 'm', 'M');
    await expectAccessible(page, `${PROFILE} (editing)`);
    await personal.getByRole('button', { name: s.save }).click();

    await seen(page.getByText(messages.profile.updated));
    await seen(personal.getByRole('button', { name: s.editPersonal }));
    await expect.poll(() => page.getByText(messages.profile.missingBirthdate).count()).toBe(0);
    await seen(personal.getByText('Me invitó mi hermana'));
    const stored = await current(customer);
    expect(stored).toMatchObject({ birthdate: '1992-05-18', signup_reason: 'Otro', other: 'Me invitó mi hermana' });
    expect(stored.custom_values?.find((entry) => entry.key === 'talla_playera')?.value).toBe('M');
  });

  it('refuses a billing address without a city, sending nothing, then saves it (mobile)', async () => {
    const customer = await newCustomer(baseUrl());
    const { page } = await newPage('mobile');
    await signInAs(page, customer, PROFILE);
    const address = card(page, s.addressTitle);
    await seen(address.getByText(s.noAddress));
    await address.getByRole('button', { name: s.addAddress }).click();
    await input(address, /^Calle/).fill('Av. Álvaro Obregón');
    await input(address, /^Número/).fill('250');
    await input(address, /^Estado/).fill('CDMX');
    await input(address, /^País/).fill('México');
    await address.getByRole('button', { name: s.save }).click();

    await seen(address.getByText(messages.profile.cityRequired));
    expect(await input(address, /^Ciudad/).getAttribute('aria-invalid')).toBe('true');
    expect(await addressesOf(customer)).toEqual([]);
    await expectAccessible(page, `${PROFILE} address refused (mobile)`);

    await input(address, /^Ciudad/).fill('Ciudad de México');
    await address.getByRole('button', { name: s.save }).click();
    await seen(page.getByText(messages.formsApi.addressSaved));
    await seen(address.getByText('Av. Álvaro Obregón 250'));
    expect(await addressesOf(customer)).toMatchObject([{ city: 'Ciudad de México', street: 'Av. Álvaro Obregón' }]);
  });

  it('uploads a profile photo that the server stores and serves, then removes it (mobile)', async () => {
    const customer = await newCustomer(baseUrl());
    const { page } = await newPage('mobile');
    await signInAs(page, customer, PROFILE);
    const personal = card(page, s.personalTitle);
    await seen(personal.getByText(s.changePhoto));
    await personal.locator('input[type="file"]').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
    await seen(page.getByText(s.photoUpdated));

    const stored = await current(customer);
    expect(stored.file?.src).toMatch(/\/media\/[^/]+$/);
    const photo = personal.getByRole('img', { name: new RegExp(`^Foto de perfil de ${customer.name}`) });
    await seen(photo);
    expect(await photo.getAttribute('src')).toBe(stored.file?.src);
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2);
    const served = await fetch(stored.file?.src ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    await personal.getByRole('button', { name: s.removePhoto }).click();
    await seen(page.getByText(s.photoRemoved));
    expect((await current(customer)).file).toBeNull();
  });

  it("asks for a field the studio's profile form requires in 'Completar Información', which cannot be closed (mobile)", async () => {
    const original = await profileFormFields();
    await putProfileForm(original.map((field) => (field.key === 'birthdate' ? { ...field, required: true } : field)));
    try {
      const customer = await newCustomer(baseUrl());
      const { page } = await newPage('mobile');
      await signInAs(page, customer);
      const modal = await seen(dialogNamed(page, messages.booking.profileTitle));
      expect(await modal.getByRole('button', { name: messages.ui.close }).count()).toBe(0);
      await page.keyboard.press('Escape');
      await seen(modal);
      expect(await input(modal, /^Teléfono/).count()).toBe(0);
      await expectAccessible(page, "'Completar Información' (mobile)");

      await input(modal, /^Fecha de nacimiento/).fill('1990-02-14');
      await modal.getByRole('button', { name: s.save }).click();
      await seen(page.getByText(messages.profile.updated));
      await expect.poll(() => dialogNamed(page, messages.booking.profileTitle).count()).toBe(0);
      await seen(page.getByRole('heading', { level: 1, name: 'Calendario' }));
      expect((await current(customer)).birthdate).toBe('1990-02-14');
    } finally {
      await putProfileForm(original);
    }
  });
});
