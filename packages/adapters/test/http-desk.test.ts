import { describe, expect, it } from 'vitest';
import { CATALOGUE_ERRORS } from '@estudio/core';
import { createHttpDeskApi, createHttpDeskCatalogueApi, createHttpDeskCustomerApi } from '../src/desk.js';
import { composeBrowser, DEMO_PASSWORD, PASSWORD, useTestServer } from './support/browser.js';
import { uniqueEmail } from './support/emails.js';

/**
 * The back office's adapters (`@estudio/adapters/desk`) against the real
 * server: each member reaches its route, answers the value under the
 * route's key (the client validates it with core's schemas), and a
 * refusal arrives as the server's {code, message}.
 */
const server = useTestServer();

const signedIn = async (email: string) => {
  const browser = composeBrowser(server());
  const signed = await browser.identity.signIn(email, DEMO_PASSWORD);
  if (!signed.ok) throw new Error(signed.error.message);
  return {
    ...browser,
    desk: createHttpDeskApi(browser.http),
    customers: createHttpDeskCustomerApi(browser.http),
    catalogue: createHttpDeskCatalogueApi(browser.http),
  };
};

const phone = (): string => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('the desk adapters over the real server', () => {
  it('lists, searches, reads and registers customers as the front desk', async () => {
    const { desk } = await signedIn('recepcion@estudio.test');
    const page = await desk.customers({ query: 'MARTINEZ', per_page: 5 });
    expect(page.ok && page.value.customers.some((row) => row.email === 'socia@estudio.test')).toBe(true);
    expect(page.ok && page.value.total).toBeGreaterThan(0);
    const found = await desk.search('socia@estudio.test');
    const socia = found.ok ? found.value[0] : undefined;
    expect(socia?.email).toBe('socia@estudio.test');
    const one = await desk.customer(socia?.customer_id ?? 0);
    expect(one.ok && one.value.email).toBe('socia@estudio.test');
    const created = await desk.createCustomer({ name: 'Inés', last_name: 'Caja', email: uniqueEmail('desk'), phone: phone() });
    expect(created.ok && created.value.name).toBe('Inés');
  });

  it("reads 'Hoy' and a class's roster", async () => {
    const { desk, customers } = await signedIn('recepcion@estudio.test');
    const today = new Date().toISOString().slice(0, 10);
    const days = await desk.days({ start_date: today, end_date: today });
    expect(days.ok).toBe(true);
    const first = days.ok ? days.value.flatMap((day) => day.classes)[0] : undefined;
    if (!first) return;
    const roster = await customers.roster(first.single_class_id);
    expect(roster.ok && roster.value.single_class.single_class_id).toBe(first.single_class_id);
    expect(roster.ok && roster.value.reservations.filter((item) => item.deletedAt === null).length).toBeLessThanOrEqual(first.reservation_count);
  });

  it("gives and revokes access, takes classes, and keeps each in the customer's history (admin)", async () => {
    const member = composeBrowser(server());
    await member.identity.signUp(uniqueEmail('acceso'), PASSWORD);
    const record = await member.api.customer.signup({ name: 'Olga', last_name: 'Acceso', phone: phone() });
    if (!record.ok) throw new Error(record.error.message);
    const id = record.value.customer_id;
    const { customers, api } = await signedIn('admin@estudio.test');
    const packages = await api.packages.list();
    const pack = packages.ok ? packages.value.find((item) => item.class_amount > 1 && !item.is_subscription) : undefined;
    if (!pack) throw new Error('No package with classes');
    const given = await customers.giveAccess({ customer_id: id, class_package_id: pack.class_package_id, is_gift: true });
    expect(given.ok).toBe(true);
    const removed = await customers.removeClasses(id, 1);
    expect(removed.ok && removed.value.removed).toBe(1);
    const summary = await customers.summary(id);
    expect(summary.ok && summary.value.purchases.map((item) => item.purchase_id)).toContain(given.ok ? given.value.purchase_id : -1);
    const revoked = await customers.revokeAccess(given.ok ? given.value.purchase_id : 0);
    expect(revoked.ok && revoked.value.status).toBe('revoked');
    const history = await customers.history(id);
    expect(history.ok && history.value.history.map((entry) => entry.action)).toEqual(['access.revoke', 'classes.remove', 'access.give']);
  });

  it("refuses the front desk an admin's call with the server's 403", async () => {
    const { customers } = await signedIn('recepcion@estudio.test');
    const refused = await customers.removeClasses(1, 1);
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : [refused.error.status, refused.error.code]).toEqual([403, 'auth/forbidden']);
  });

  it('manages the team (admin)', async () => {
    const { desk } = await signedIn('admin@estudio.test');
    const team = await desk.team();
    expect(team.ok && team.value.map((member) => member.email)).toEqual(expect.arrayContaining(['admin@estudio.test', 'recepcion@estudio.test']));
    const invited = await desk.invite({ email: uniqueEmail('equipo'), name: 'Nora', last_name: 'Equipo', role: 'staff' });
    if (!invited.ok) throw new Error(invited.error.message);
    const promoted = await desk.setRole(invited.value.uid, 'admin');
    expect(promoted.ok && promoted.value.role).toBe('admin');
    expect((await desk.removeMember(invited.value.uid)).ok).toBe(true);
  });

  it("lists, searches, creates, edits and deletes locations (admin, 'Ubicaciones')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const name = `Sede ${Date.now().toString(36)}`;
    const created = await catalogue.locations.create({ name, address: 'Reforma 1' });
    const id = created.ok ? created.value.location_id : 0;
    expect(created.ok && created.value.address).toBe('Reforma 1');
    const found = await catalogue.locations.list({ query: name.toUpperCase(), per_page: 5 });
    expect(found.ok && found.value).toEqual({ rows: [{ location_id: id, name, address: 'Reforma 1' }], total: 1 });
    const edited = await catalogue.locations.update(id, { address: null });
    expect(edited.ok && edited.value.address).toBeNull();
    const removed = await catalogue.locations.remove(id);
    expect(removed.ok && removed.value.location_id).toBe(id);
    const gone = await catalogue.locations.list({ query: name });
    expect(gone.ok && gone.value).toEqual({ rows: [], total: 0 });
  });

  it("lists, searches, creates, edits and deletes tags (admin, 'Etiquetas')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const name = `Etiqueta ${Date.now().toString(36)}`;
    const created = await catalogue.tags.create({ name, color: '#C2185B', type: 'video' });
    const id = created.ok ? created.value.tag_id : 0;
    expect(created.ok && created.value.color).toBe('#C2185B');
    const found = await catalogue.tags.list({ query: name.toUpperCase(), per_page: 5 });
    expect(found.ok && found.value).toEqual({ rows: [{ tag_id: id, name, color: '#C2185B', type: 'video' }], total: 1 });
    const edited = await catalogue.tags.update(id, { color: '#00796B' });
    expect(edited.ok && edited.value.color).toBe('#00796B');
    const removed = await catalogue.tags.remove(id);
    expect(removed.ok && removed.value.tag_id).toBe(id);
    const gone = await catalogue.tags.list({ query: name });
    expect(gone.ok && gone.value).toEqual({ rows: [], total: 0 });
  });

  it("refuses deleting a location with classes with the server's 409", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const demo = await catalogue.locations.list({ query: 'Estudio Roma' });
    const roma = demo.ok ? demo.value.rows[0] : undefined;
    if (!roma) throw new Error('No demo location');
    const refused = await catalogue.locations.remove(roma.location_id);
    expect(refused.ok ? null : [refused.error.status, refused.error.code]).toEqual([409, CATALOGUE_ERRORS.locationInUse.code]);
  });
});
