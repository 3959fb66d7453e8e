import { describe, expect, it } from 'vitest';
import { CATALOGUE_ERRORS, PACKAGE_ERRORS, PAGE_ERRORS } from '@estudio/core';
import { DISCOUNT_ERRORS, messages } from '@estudio/core';
import { composeBrowser, PASSWORD, useTestServer } from './support/browser.js';
import { deskSignIn } from './support/desk.js';
import { uniqueEmail } from './support/emails.js';

/**
 * The back office's adapters (`@estudio/adapters/desk`) against the real
 * server: each member reaches its route, answers the value under the
 * route's key (the client validates it with core's schemas), and a
 * refusal arrives as the server's {code, message}.
 */
const server = useTestServer();

const signedIn = deskSignIn(server);

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

  it("lists, searches, publishes, edits and deletes announcements, their HTML sanitised (admin, 'Avisos')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const title = `Aviso ${Date.now().toString(36)}`;
    const created = await catalogue.announcements.create({ title, content: '<p>Hola <strong>equipo</strong></p><script>alert(1)</script>' });
    const id = created.ok ? created.value.announcement_id : 0;
    expect(created.ok && created.value.content).toBe('<p>Hola <strong>equipo</strong></p>');
    const found = await catalogue.announcements.list({ query: title.toUpperCase(), per_page: 5 });
    expect(found.ok && [found.value.total, found.value.rows[0]?.announcement_id]).toEqual([1, id]);
    const edited = await catalogue.announcements.update(id, { title: `${title} editado` });
    expect(edited.ok && edited.value.title).toBe(`${title} editado`);
    const removed = await catalogue.announcements.remove(id);
    expect(removed.ok && removed.value.announcement_id).toBe(id);
    const gone = await catalogue.announcements.remove(id);
    expect(gone.ok ? null : gone.error.code).toBe(CATALOGUE_ERRORS.announcementNotFound.code);
  });

  it("lists, searches, creates, edits and deletes pages; a taken address is the server's 409 (admin, 'Páginas')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const slug = `pagina-${Date.now().toString(36)}`;
    const created = await catalogue.pages.create({ title: 'Página de prueba', slug, content: '<p>Hola</p><img src=x onerror=alert(1)>', required: false });
    const id = created.ok ? created.value.page_id : 0;
    expect(created.ok && created.value.content).not.toContain('onerror');
    const found = await catalogue.pages.list({ query: slug.toUpperCase(), per_page: 5 });
    expect(found.ok && [found.value.total, found.value.rows[0]?.page_id]).toEqual([1, id]);
    const taken = await catalogue.pages.create({ title: 'Otra', slug });
    expect(taken.ok ? null : taken.error.code).toBe(PAGE_ERRORS.slugTaken.code);
    const edited = await catalogue.pages.update(id, { content: null, required: true });
    expect(edited.ok && [edited.value.content, edited.value.required]).toEqual([null, true]);
    const removed = await catalogue.pages.remove(id);
    expect(removed.ok && removed.value.page_id).toBe(id);
  });

  it("lists, searches, creates with a photo, edits and deletes coaches (admin, 'Coaches'); one who taught classes stays", async () => {
    const { catalogue, api } = await signedIn('admin@estudio.test');
    const nick = `Coach ${Date.now().toString(36)}`;
    const photo = await api.files.upload({ file: new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], { type: 'image/jpeg' }) });
    const fileId = photo.ok ? photo.value.file_id : 0;
    const created = await catalogue.coaches.create({ name: 'Lía', last_name: 'Soto', nick_name: nick, file_id: fileId, birthdate: '1992-07-01' });
    const id = created.ok ? created.value.instructor_id : 0;
    expect(created.ok && created.value.file?.file_id).toBe(fileId);
    const found = await catalogue.coaches.list({ query: nick.toUpperCase(), per_page: 5 });
    expect(found.ok && found.value.total).toBe(1);
    expect(found.ok && found.value.rows[0]?.instructor_id).toBe(id);
    const edited = await catalogue.coaches.update(id, { on_home: false, file_id: null });
    expect(edited.ok && [edited.value.on_home, edited.value.file]).toEqual([false, null]);
    const removed = await catalogue.coaches.remove(id);
    expect(removed.ok && removed.value.instructor_id).toBe(id);
    const teaching = await catalogue.coaches.list({ per_page: 100 });
    const demoCoach = teaching.ok ? teaching.value.rows[0] : undefined;
    const refused = await catalogue.coaches.remove(demoCoach?.instructor_id ?? 0);
    expect(refused.ok ? null : refused.error.code).toBe(CATALOGUE_ERRORS.instructorInUse.code);
  });

  it("lists, searches, creates, edits and deletes categories and programs (admin, 'Categorías', 'Programas')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const mark = Date.now().toString(36);
    const category = await catalogue.categories.create({ name: `Categoría ${mark}`, handle: `cat-${mark}` });
    const categoryId = category.ok ? category.value.class_category_id : 0;
    expect(category.ok && category.value.available).toBe(true);
    const foundCategory = await catalogue.categories.list({ query: `CATEGORIA ${mark}`, per_page: 5 });
    expect(foundCategory.ok && foundCategory.value).toEqual({
      rows: [{ class_category_id: categoryId, name: `Categoría ${mark}`, handle: `cat-${mark}`, description: null, available: true }], total: 1,
    });
    const hidden = await catalogue.categories.update(categoryId, { available: false });
    expect(hidden.ok && hidden.value.available).toBe(false);
    const taken = await catalogue.categories.create({ name: 'Otra', handle: `cat-${mark}` });
    expect(!taken.ok && taken.error.code).toBe(CATALOGUE_ERRORS.classCategoryHandleTaken.code);
    expect((await catalogue.categories.remove(categoryId)).ok).toBe(true);
    const gone = await catalogue.categories.list({ query: `cat-${mark}` });
    expect(gone.ok && gone.value).toEqual({ rows: [], total: 0 });

    const program = await catalogue.programs.create({ name: `Programa ${mark}`, description: 'Seis semanas' });
    const programId = program.ok ? program.value.program_id : 0;
    const foundProgram = await catalogue.programs.list({ query: `programa ${mark}` });
    expect(foundProgram.ok && foundProgram.value.rows.map((row) => [row.program_id, row.description])).toEqual([[programId, 'Seis semanas']]);
    const edited = await catalogue.programs.update(programId, { description: null });
    expect(edited.ok && edited.value.description).toBeNull();
    const removed = await catalogue.programs.remove(programId);
    expect(removed.ok && removed.value.program_id).toBe(programId);
  });

  it("lists, creates, edits and deletes penalties and credits with their customer (admin, 'Penalizaciones', 'Créditos')", async () => {
    const { catalogue, desk } = await signedIn('admin@estudio.test');
    const found = await desk.search('nueva@estudio.test');
    const nueva = found.ok ? (found.value[0]?.customer_id ?? 0) : 0;
    const reason = `Inasistencias ${Date.now().toString(36)}`;
    const penalty = await catalogue.penalties.create({ customer_id: nueva, reason, end_date: '2031-01-01T00:00:00-06:00' });
    const penaltyId = penalty.ok ? penalty.value.penalty_id : 0;
    const active = await catalogue.penalties.list({ query: reason, active: true });
    expect(active.ok && active.value.rows.map((row) => [row.penalty_id, row.customer?.email])).toEqual([[penaltyId, 'nueva@estudio.test']]);
    const ended = await catalogue.penalties.list({ query: reason, active: false });
    expect(ended.ok && ended.value.total).toBe(0);
    const moved = await catalogue.penalties.update(penaltyId, { reason: `${reason} (corregida)` });
    expect(moved.ok && moved.value.reason).toBe(`${reason} (corregida)`);
    expect((await catalogue.penalties.remove(penaltyId)).ok).toBe(true);

    const credit = await catalogue.credits.create({ customer_id: nueva, available_classes: 3, expiration_date: '2031-02-01T00:00:00-06:00' });
    const creditId = credit.ok ? credit.value.available_class_id : 0;
    const theirs = await catalogue.credits.list({ query: 'nueva@estudio.test', per_page: 100 });
    const row = theirs.ok ? theirs.value.rows.find((one) => one.available_class_id === creditId) : undefined;
    expect(row && [row.customer?.email, row.available_classes, row.class_type_name]).toEqual(['nueva@estudio.test', 3, null]);
    const corrected = await catalogue.credits.update(creditId, { available_classes: -1 });
    expect(corrected.ok && corrected.value.available_classes).toBe(-1);
    expect((await catalogue.credits.remove(creditId)).ok).toBe(true);
  });

  it("lists, creates, edits, orders, features and deletes packages (admin, 'Paquetes')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const title = `Paquete ${Date.now().toString(36)}`;
    const types = await catalogue.packages.classTypes();
    const typeId = types.ok ? types.value[0]?.class_type_id ?? 0 : 0;
    const created = await catalogue.packages.create({
      title, price: 500, sale_price: 450, class_amount: 4, class_package_types: [{ class_type_id: typeId, class_amount: 2, expiration_days: null }],
    });
    const id = created.ok ? created.value.class_package_id : 0;
    expect(created.ok && [created.value.price, created.value.sale_price, created.value.class_package_types[0]?.class_type.class_type_id]).toEqual([500, 450, typeId]);
    const found = await catalogue.packages.list({ query: title.toUpperCase(), per_page: 5 });
    expect(found.ok && [found.value.rows.map((row) => row.class_package_id), found.value.total]).toEqual([[id], 1]);
    const edited = await catalogue.packages.update(id, { sale_price: null });
    expect(edited.ok && edited.value.sale_price).toBeNull();
    const featured = await catalogue.packages.setOnHome(id, true);
    expect(featured.ok && featured.value.on_home).toBe(true);
    const unfeatured = await catalogue.packages.setOnHome(id, false);
    expect(unfeatured.ok && unfeatured.value.on_home).toBe(false);

    const before = await catalogue.packages.ordered();
    const ids = before.ok ? before.value.map((pkg) => pkg.class_package_id) : [];
    expect(ids).toContain(id);
    const moved = await catalogue.packages.reorder([id, ...ids.filter((other) => other !== id)]);
    expect(moved.ok && moved.value[0]?.class_package_id).toBe(id);
    const refused = await catalogue.packages.reorder([id]);
    expect(refused.ok ? null : [refused.error.status, refused.error.code]).toEqual([400, PACKAGE_ERRORS.orderMismatch.code]);
    const restored = await catalogue.packages.reorder(ids);
    expect(restored.ok && restored.value.map((pkg) => pkg.class_package_id)).toEqual(ids);

    const event = before.ok ? before.value.find((pkg) => pkg.is_special_event) : undefined;
    const attendees = await catalogue.packages.attendees(event?.class_package_id ?? 0);
    expect(attendees.ok).toBe(true);
    const notEvent = await catalogue.packages.attendees(id);
    expect(notEvent.ok ? null : notEvent.error.code).toBe(PACKAGE_ERRORS.notSpecialEvent.code);

    const removed = await catalogue.packages.remove(id);
    expect(removed.ok && removed.value.class_package_id).toBe(id);
    const bought = before.ok ? before.value.find((pkg) => pkg.sold > 0) : undefined;
    const inUse = await catalogue.packages.remove(bought?.class_package_id ?? 0);
    expect(inUse.ok ? null : [inUse.error.status, inUse.error.code]).toEqual([409, PACKAGE_ERRORS.inUse.code]);
  });

  it("lists, searches, creates, edits and deletes discount codes, and reads the packages they can name (admin, 'Descuentos')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const choices = await catalogue.discounts.packageChoices();
    const first = choices.ok ? choices.value[0] : undefined;
    if (!first) throw new Error('No demo package');
    expect(Object.keys(first).sort()).toEqual(['available', 'class_package_id', 'title']);
    const code = `ADAPT${Date.now().toString(36).toUpperCase()}`;
    const created = await catalogue.discounts.create({ code: code.toLowerCase(), amount: 15, is_percent: true, class_package_ids: [first.class_package_id] });
    const id = created.ok ? created.value.discount_id : 0;
    expect(created.ok && created.value.code).toBe(code);
    const found = await catalogue.discounts.list({ query: code.toLowerCase(), per_page: 5 });
    expect(found.ok && found.value.total).toBe(1);
    expect(found.ok && found.value.rows[0]).toMatchObject({ discount_id: id, amount: 15, class_package_ids: [first.class_package_id], purchases_count: 0 });
    const edited = await catalogue.discounts.update(id, { is_percent: false, amount: 50 });
    expect(edited.ok && [edited.value.is_percent, edited.value.amount]).toEqual([false, 50]);
    const taken = await catalogue.discounts.create({ code: 'bienvenida', amount: 5 });
    expect(taken.ok ? null : [taken.error.status, taken.error.code]).toEqual([409, DISCOUNT_ERRORS.codeTaken.code]);
    expect((await catalogue.discounts.remove(id)).ok).toBe(true);
    const missing = await catalogue.discounts.update(id, { amount: 5 });
    expect(missing.ok ? null : [missing.error.status, missing.error.message]).toEqual([404, messages.discounts.adminNotFound]);
  });

  it("lists, searches, creates, edits and deletes payment methods (admin, 'Métodos de pago')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const name = `Depósito ${Date.now().toString(36)}`;
    const created = await catalogue.paymentMethods.create({ name, kind: 'cash', instructions: '<p><strong>CLABE</strong> 0123<script>alert(1)</script></p>' });
    const id = created.ok ? created.value.payment_method_id : 0;
    expect(created.ok && created.value.instructions).toBe('<p><strong>CLABE</strong> 0123</p>');
    const found = await catalogue.paymentMethods.list({ query: name.toUpperCase(), per_page: 5 });
    expect(found.ok && found.value).toEqual({ rows: [{ payment_method_id: id, name, description: null, instructions: '<p><strong>CLABE</strong> 0123</p>', kind: 'cash', available: true }], total: 1 });
    const edited = await catalogue.paymentMethods.update(id, { description: 'Banco del estudio' });
    expect(edited.ok && edited.value.description).toBe('Banco del estudio');
    expect((await catalogue.paymentMethods.remove(id)).ok).toBe(true);
    const gone = await catalogue.paymentMethods.list({ query: name });
    expect(gone.ok && gone.value).toEqual({ rows: [], total: 0 });
  });

  it("lists, searches, creates, edits and deletes class types with their spot maps (admin, 'Tipos de clase')", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const name = `Tipo ${Date.now().toString(36)}`;
    const grid = { rows: 1, columns: 3, spots: [{ label: 'A', selectable: true }, { label: '', selectable: false }, { label: 'B', selectable: true }] };
    const created = await catalogue.classTypes.create({ name, icon: 'bike', custom_spot_map: grid });
    const id = created.ok ? created.value.class_type_id : 0;
    expect(created.ok && created.value.icon).toBe('bike');
    const found = await catalogue.classTypes.list({ query: name.toUpperCase(), per_page: 5 });
    const row = found.ok ? found.value.rows[0] : undefined;
    expect(found.ok && found.value.total).toBe(1);
    expect(row?.custom_spot_map && [row.custom_spot_map.rows, row.custom_spot_map.columns, JSON.parse(row.custom_spot_map.spots)]).toEqual([1, 3, grid.spots]);
    const edited = await catalogue.classTypes.update(id, { spot_map: '4,4', custom_spot_map: null });
    expect(edited.ok && edited.value.spot_map).toBe('4,4');
    const again = await catalogue.classTypes.list({ query: name });
    expect(again.ok && again.value.rows[0]?.custom_spot_map).toBeNull();
    const refused = await catalogue.classTypes.create({ name, custom_spot_map: { rows: 1, columns: 1, spots: [{ label: 'A', selectable: false }] } });
    expect(refused.ok ? null : [refused.error.status, refused.error.message.includes(messages.deskClassTypes.noSelectable)]).toEqual([400, true]);
    expect((await catalogue.classTypes.remove(id)).ok).toBe(true);
    const gone = await catalogue.classTypes.list({ query: name });
    expect(gone.ok && gone.value).toEqual({ rows: [], total: 0 });
  });

  it("refuses deleting a class type with classes with the server's 409", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const demo = await catalogue.classTypes.list({ query: 'Indoor Cycling' });
    const cycling = demo.ok ? demo.value.rows[0] : undefined;
    if (!cycling) throw new Error('No demo class type');
    const refused = await catalogue.classTypes.remove(cycling.class_type_id);
    expect(refused.ok ? null : [refused.error.status, refused.error.code, refused.error.message]).toEqual([409, CATALOGUE_ERRORS.classTypeInUse.code, messages.admin.classTypeInUse]);
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
