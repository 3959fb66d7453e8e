/**
 * The admin's edits on one customer's page (issue 12): 'Editar perfil'
 * changes her phone and billing address, which stay after a reload, while a
 * malformed phone or one another customer holds is refused in Spanish and
 * changes nothing; 'Cancelar suscripción' ends her subscription with a reason
 * and the purchase's badge says so.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fill, messages, purchaseBadge } from '@estudio/core';
import { currentCustomer, demo } from './support/api.js';
import { errorText, seen } from './support/app.js';
import { newCustomer, STUDIO_ZONE } from './support/booking.js';
import { dialogNamed } from './support/booking-page.js';
import { baseUrl, expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { newPerson } from './support/people.js';
import {
  customerById,
  customerSection,
  fieldNamed,
  giveAccessThroughApi,
  signInAtDoor,
  subscriptionPackage,
  successAlert,
  summaryOf,
  team,
} from './support/desk.js';

const d = messages.desk;
const addressTitle = messages.profileScreen.addressTitle;

/** The billing address the admin types, by its fields' labels. */
const ADDRESS = {
  [d.address.street]: 'Av. Álvaro Obregón',
  [d.address.number]: '45',
  [d.address.neighborhood]: 'Roma Norte',
  [d.address.zip]: '06700',
  [d.address.city]: 'Ciudad de México',
  [d.address.state]: 'CDMX',
  [d.address.country]: 'México',
};

/** What 'Perfil' says for a term ('Teléfono', 'Dirección de Facturación'). */
const fact = (profile: Locator, term: string): Locator =>
  profile.locator('dl > div').filter({ has: profile.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');

/** Waits until 'Perfil' shows the phone and every part of the address. */
const expectProfileShows = async (profile: Locator, phone: string) => {
  await seen(fact(profile, d.fieldPhone).getByText(phone, { exact: true }));
  const address = (await (await seen(fact(profile, addressTitle))).textContent()) ?? '';
  for (const part of Object.values(ADDRESS)) expect(address, `'${addressTitle}' reads ${address}`).toContain(part);
};

/** Opens 'Editar perfil' from 'Perfil'. */
const openEditor = async (page: Page): Promise<Locator> => {
  await customerSection(page, d.sectionProfile).getByRole('button', { name: d.edit, exact: true }).click();
  return seen(dialogNamed(page, d.editProfile));
};

/** 'ddd ddd dddd', as a person types a 10-digit phone (stored as its digits). */
const spaced = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;

describe.skipIf(noBrowser)("the admin's edits on a customer's page", () => {
  const { newPage } = useBrowser();

  it("changes her phone and billing address with 'Editar perfil', and refuses a bad phone in Spanish (desktop)", async () => {
    const customer = await newCustomer(baseUrl());
    const before = await customerById(baseUrl(), customer.customerId);
    const newPhone = newPerson().phone;
    const othersPhone = (await currentCustomer(baseUrl(), demo.nueva)).phone;
    if (!othersPhone) throw new Error('nueva has no phone');

    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, `/admin/clientes/${customer.customerId}`);
    const profile = customerSection(page, d.sectionProfile);
    await seen(fact(profile, d.fieldPhone).getByText(before.phone ?? '', { exact: true }));
    let panel = await openEditor(page);
    await expect(fieldNamed(panel, d.fieldPhone).inputValue()).resolves.toBe(before.phone);
    await fieldNamed(panel, d.fieldPhone).fill(spaced(newPhone));
    for (const [label, value] of Object.entries(ADDRESS)) await fieldNamed(panel, label).fill(value);
    await expectAccessible(page, "'Editar perfil' (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, d.profileSaved);
    await panel.waitFor({ state: 'detached' });
    await expectProfileShows(profile, newPhone);
    await seen(customerSection(page, d.sectionHistory).getByText(d.actions['customer.update'], { exact: true }));

    await page.reload();
    await expectProfileShows(profile, newPhone);
    await expectAccessible(page, '/admin/clientes/{id} after the edit (desktop)');
    const saved = await customerById(baseUrl(), customer.customerId);
    expect(saved.phone).toBe(newPhone);
    expect(saved.address).toMatchObject({ street: 'Av. Álvaro Obregón', number: '45', neighborhood: 'Roma Norte', zip_code: '06700', city: 'Ciudad de México', state: 'CDMX', country: 'México' });

    // A malformed phone: the form says so under the field and sends nothing.
    panel = await openEditor(page);
    await fieldNamed(panel, d.fieldPhone).fill('12345');
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await seen(errorText(page, fill(messages.forms.checkField, { label: d.fieldPhone })));
    await seen(panel.getByText(messages.forms.phoneFormat, { exact: true }));
    expect(await fieldNamed(panel, d.fieldPhone).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, "'Editar perfil' with a malformed phone (desktop)");

    // Another customer's phone: the server refuses it, and the panel stays open with its words.
    await fieldNamed(panel, d.fieldPhone).fill(othersPhone);
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await seen(panel.getByRole('alert').filter({ hasText: messages.auth.duplicatePhone }));
    await panel.getByRole('button', { name: d.cancel, exact: true }).click();
    await panel.waitFor({ state: 'detached' });

    await page.reload();
    await expectProfileShows(profile, newPhone);
    const after = await customerById(baseUrl(), customer.customerId);
    expect([after.phone, after.address]).toEqual([saved.phone, saved.address]);
  });

  it("cancels her subscription with a reason, and the purchase's badge changes (mobile)", async () => {
    const customer = await newCustomer(baseUrl());
    const subscription = await subscriptionPackage(baseUrl());
    const given = await giveAccessThroughApi(baseUrl(), customer.customerId, subscription.class_package_id);
    expect(given.status).toBe('active');
    const reason = 'Se muda de ciudad';

    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, `/admin/clientes/${customer.customerId}`);
    const item = customerSection(page, d.sectionPurchases).getByRole('listitem').filter({ hasText: subscription.title });
    await seen(item.getByText(messages.purchases.statuses.active, { exact: true }));
    await item.getByRole('button', { name: d.cancelSubscription, exact: true }).click();
    const dialog = await seen(dialogNamed(page, messages.common.confirmTitle));
    await seen(dialog.getByText(fill(messages.myPurchases.cancelQuestion, { title: subscription.title }), { exact: true }));
    await expectAccessible(page, "'Cancelar suscripción' (mobile)");

    // Without a reason nothing is sent.
    const confirm = dialog.getByRole('button', { name: messages.myPurchases.confirmCancel, exact: true });
    await confirm.click();
    await seen(dialog.getByText(messages.checkout.cancelReasonRequired, { exact: true }));
    expect((await summaryOf(baseUrl(), customer.customerId)).purchases.find((p) => p.purchase_id === given.purchase_id)?.status).toBe('active');

    await fieldNamed(dialog, messages.purchases.cancelReasonLabel).fill(reason);
    await confirm.click();
    await successAlert(page, messages.admin.subscriptionCancelled);
    await dialog.waitFor({ state: 'detached' });
    const cancelled = (await summaryOf(baseUrl(), customer.customerId)).purchases.find((p) => p.purchase_id === given.purchase_id);
    expect(cancelled?.status).toBe('cancelled');
    if (!cancelled) throw new Error('The purchase is gone');
    await seen(item.getByText(purchaseBadge(cancelled, STUDIO_ZONE).label, { exact: true }));
    expect(await item.getByText(messages.purchases.statuses.active, { exact: true }).count()).toBe(0);
    expect(await item.getByRole('button', { name: d.cancelSubscription, exact: true }).count()).toBe(0);
    const history = customerSection(page, d.sectionHistory);
    await seen(history.getByText(d.actions['subscription.cancel'], { exact: true }));
    await seen(history.getByText(`${d.auditFields.reason}: ${reason}`, { exact: true }));
    await expectAccessible(page, 'a customer after her subscription was cancelled (mobile)');
  });
});
