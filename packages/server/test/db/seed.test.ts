import { eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/password.js';
import type { Database } from '../../src/db/client.js';
import { openTestPglite } from '../support/postgres.js';
import * as t from '../../src/db/schema/index.js';
import { DEMO_TIME_ZONE, seedIfEmpty } from '../../src/db/seed/index.js';
import { daysAhead, readSchedule, weeksAhead } from './demo-schedule.js';

/** A Wednesday, 09:30 in Mexico City. */
const NOW = new Date('2025-03-12T15:30:00Z');
/** Late on a Sunday in Mexico City: the current week has no class left ahead. */
const SUNDAY_NIGHT = new Date('2025-03-17T05:30:00Z');

/** The feature flags of the contract's 'flags' line, plus the landing sections. */
const CONTRACT_FLAGS = [
  'single_class_enabled', 'videos_enabled', 'subscriptions_enabled', 'waitlist_enabled', 'allow_class_guests',
  'qrcode_enabled', 'reservation_rating_enabled', 'discounts_enabled', 'cash_checkout_enabled',
  'allow_restricted_class_types', 'unlimited_membership_penalties_enabled', 'banner_enabled', 'whatsapp_widget',
  'hero_enabled', 'about_enabled', 'mission_enabled', 'class_types_enabled', 'coaches_enabled',
  'landing_announcements_enabled', 'schedule_enabled', 'packages_enabled',
];

const settingsOf = async (database: Database) =>
  Object.fromEntries((await database.db.select().from(t.settings)).map((row) => [row.key, row.value]));

const customerByEmail = async (database: Database, email: string) => {
  const [row] = await database.db.select().from(t.customers).where(eq(t.customers.email, email));
  if (!row) throw new Error(`no customer ${email}`);
  return row;
};

const expectWeeklySchedule = async (database: Database, now: Date) => {
  const schedule = await readSchedule(database.db, DEMO_TIME_ZONE);
  for (const day of daysAhead(now, DEMO_TIME_ZONE)) {
    const classes = schedule.filter((entry) => entry.start.toISODate() === day);
    expect(classes.length, `classes on ${day}`).toBeGreaterThanOrEqual(3);
  }
  for (const entry of schedule) {
    const minutes = entry.start.hour * 60 + entry.start.minute;
    expect(minutes).toBeGreaterThanOrEqual(7 * 60);
    expect(minutes).toBeLessThanOrEqual(21 * 60);
  }
  for (const week of weeksAhead(now, DEMO_TIME_ZONE)) {
    const classes = schedule.filter((entry) => entry.start.startOf('week').toISODate() === week);
    expect(classes.some((entry) => entry.full), `a full class in the week of ${week}`).toBe(true);
    expect(classes.some((entry) => entry.packageBound), `a package-bound class in the week of ${week}`).toBe(true);
  }
};

describe('the demo studio of the runtime contract', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestPglite();
    expect(await seedIfEmpty(database.db, { demo: true, now: NOW })).toEqual({ seeded: true });
  });
  afterAll(async () => {
    await database.close();
  });

  it('is Estudio Demo in Mexico City with every flag of the contract on and its rules set', async () => {
    const config = await settingsOf(database);
    expect(config.business_name).toBe('Estudio Demo');
    expect(config.timezone).toBe('America/Mexico_City');
    for (const flag of CONTRACT_FLAGS) expect(config[flag], flag).toBe('true');
    expect(config.unlimited_max_no_shows_for_penalty).toBe('3');
    expect(config.cancel_timeframe_value).toBe('12');
    expect(config.cancel_timeframe_unit).toBe('hours');
    expect(config.whatsapp).toMatch(/^\d{10}$/);
    expect(config.banner_text).not.toBe('');
    for (const key of ['primary', 'accent', 'dark', 'gray', 'light', 'primary-light']) expect(config[key]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has at least two locations', async () => {
    expect((await database.db.select().from(t.locations)).length).toBeGreaterThanOrEqual(2);
  });

  it('has classes every day through 8 weeks, a full and a package-bound class every week', async () => {
    await expectWeeklySchedule(database, NOW);
  });

  it('has the four accounts of the contract with password demo1234', async () => {
    const roles = { 'admin@estudio.test': 'admin', 'socia@estudio.test': 'customer', 'nueva@estudio.test': 'customer', 'recepcion@estudio.test': 'staff' };
    for (const [email, role] of Object.entries(roles)) {
      const [account] = await database.db.select().from(t.accounts).where(eq(t.accounts.email, email));
      expect(account?.role).toBe(role);
      expect(await verifyPassword('demo1234', account?.password_hash ?? '')).toBe(true);
      expect((await customerByEmail(database, email)).uid).toBe(account?.uid);
    }
  });

  it('gives the front desk (Recepción) a customer record of her own, with a phone', async () => {
    const desk = await customerByEmail(database, 'recepcion@estudio.test');
    expect(desk).toMatchObject({ name: 'Rosa', last_name: 'Domínguez', phone: expect.stringMatching(/^\d{10}$/) });
  });

  it('gives socia a 10-class package with credits left, video access and past and upcoming reservations', async () => {
    const socia = await customerByEmail(database, 'socia@estudio.test');
    const bought = await database.db.select().from(t.purchases).where(eq(t.purchases.customer_id, socia.customer_id));
    const ten = bought.find((purchase) => purchase.class_amount === 10);
    expect(ten?.title).toBe('Paquete 10 clases');
    const credits = await database.db.select().from(t.availableClasses).where(eq(t.availableClasses.customer_id, socia.customer_id));
    expect(credits.some((credit) => credit.available_classes > 0 && credit.purchase_id === ten?.purchase_id && (credit.expiration_date ?? NOW) > NOW)).toBe(true);
    const access = await database.db.select().from(t.onlineAccesses).where(eq(t.onlineAccesses.customer_id, socia.customer_id));
    expect(access.some((row) => row.expiration_date > NOW)).toBe(true);
    const reservations = await database.db
      .select({ class_date: t.singleClasses.class_date })
      .from(t.classReservations)
      .innerJoin(t.singleClasses, eq(t.singleClasses.single_class_id, t.classReservations.single_class_id))
      .where(eq(t.classReservations.customer_id, socia.customer_id));
    expect(reservations.some((row) => row.class_date > NOW)).toBe(true);
    expect(reservations.some((row) => row.class_date < NOW)).toBe(true);
  });

  it('gives nueva a complete profile, every required page accepted and nothing else', async () => {
    const nueva = await customerByEmail(database, 'nueva@estudio.test');
    expect(nueva.name && nueva.last_name && nueva.phone && nueva.birthdate).toBeTruthy();
    const [address] = await database.db.select().from(t.addresses).where(eq(t.addresses.customer_id, nueva.customer_id));
    expect(address?.city && address.state && address.country).toBeTruthy();
    const required = await database.db.select().from(t.pages).where(eq(t.pages.required, true));
    const accepted = await database.db.select().from(t.acceptedPages).where(eq(t.acceptedPages.customer_id, nueva.customer_id));
    expect(required.length).toBeGreaterThan(0);
    for (const page of required) expect(accepted.map((row) => row.page_id)).toContain(page.page_id);
    for (const table of [t.purchases, t.classReservations, t.availableClasses, t.onlineAccesses]) {
      expect(await database.db.select().from(table).where(eq(table.customer_id, nueva.customer_id))).toEqual([]);
    }
  });

  it('sells the packages of the contract', async () => {
    const packages = await database.db.select().from(t.classPackages);
    expect(packages.some((row) => row.is_trial)).toBe(true);
    expect(packages.some((row) => row.class_amount === 5)).toBe(true);
    expect(packages.some((row) => row.class_amount === 10 && row.sale_price !== null)).toBe(true);
    expect(packages.some((row) => row.is_subscription && row.subscription_period === 'month' && row.class_amount === -1)).toBe(true);
    expect(packages.some((row) => row.is_online)).toBe(true);
    expect(packages.some((row) => row.is_special_event)).toBe(true);
    expect(packages.some((row) => Number(row.price) === 0 && !row.is_subscription)).toBe(true);
  });

  it('takes cash with bank details and cards, and knows the two discount codes', async () => {
    const methods = await database.db.select().from(t.paymentMethods);
    expect(methods.map((row) => [row.name, row.kind])).toEqual([['Efectivo', 'cash'], ['Tarjeta de crédito o débito', 'card']]);
    const config = await settingsOf(database);
    for (const key of ['cash_bank_name', 'cash_bank_card', 'cash_account_number', 'cash_account_name']) expect(config[key]).toBeTruthy();
    const codes = await database.db.select().from(t.discounts).orderBy(t.discounts.code);
    expect(codes.map((row) => [row.code, row.amount, row.is_percent])).toEqual([['BIENVENIDA', '10.00', true], ['FIJO100', '100.00', false]]);
  });

  it('has 40 or more videos, each with a coach, a class type and a video tag', async () => {
    const videos = await database.db.select().from(t.videos);
    expect(videos.length).toBeGreaterThanOrEqual(40);
    for (const video of videos) expect(video.instructor_id !== null && video.class_type_id !== null).toBe(true);
    const tagged = await database.db
      .selectDistinct({ video_id: t.videoTags.video_id })
      .from(t.videoTags)
      .innerJoin(t.tags, eq(t.tags.tag_id, t.videoTags.tag_id))
      .where(eq(t.tags.type, 'video'));
    expect(tagged.length).toBe(videos.length);
  });

  it('has the terms and privacy pages with content, and announcements', async () => {
    const pages = await database.db.select().from(t.pages).where(inArray(t.pages.slug, ['terminos', 'privacidad'])).orderBy(t.pages.slug);
    expect(pages.map((page) => [page.slug, page.title])).toEqual([['privacidad', 'Aviso de Privacidad'], ['terminos', 'Términos y Condiciones']]);
    expect(pages.find((page) => page.slug === 'terminos')?.required).toBe(true);
    for (const page of pages) expect(page.content).toMatch(/<p>/);
    expect((await database.db.select().from(t.announcements)).length).toBeGreaterThanOrEqual(2);
  });

  it('has class types with images, coaches with bios, categories, a spot map and the address form as form 6', async () => {
    const types = await database.db.select().from(t.classTypes).where(isNotNull(t.classTypes.image_file_id));
    expect(types.length).toBeGreaterThanOrEqual(4);
    const coaches = await database.db.select().from(t.instructors).where(isNotNull(t.instructors.short_bio));
    expect(coaches.length).toBeGreaterThanOrEqual(4);
    expect(coaches.every((coach) => coach.quote && coach.instagram && coach.music_type && coach.file_id)).toBe(true);
    expect((await database.db.select().from(t.classCategories)).length).toBeGreaterThan(0);
    expect((await database.db.select().from(t.customSpotMaps)).length).toBeGreaterThan(0);
    const addressFields = await database.db.select().from(t.formFields).where(eq(t.formFields.form_id, 6));
    expect(addressFields.map((field) => field.key)).toEqual(expect.arrayContaining(['city', 'state', 'country']));
  });

  it('keeps every credit balance at -1 or above and fills no class beyond capacity', async () => {
    expect(await database.db.select().from(t.availableClasses).where(lt(t.availableClasses.available_classes, -1))).toEqual([]);
    const schedule = await readSchedule(database.db, DEMO_TIME_ZONE);
    expect(schedule.filter((entry) => entry.full).length).toBeGreaterThanOrEqual(9);
    const upcomingWaitlists = await database.db
      .select()
      .from(t.waitlists)
      .innerJoin(t.singleClasses, eq(t.singleClasses.single_class_id, t.waitlists.single_class_id))
      .where(gt(t.singleClasses.class_date, NOW));
    expect(upcomingWaitlists.length).toBeGreaterThan(0);
    expect(await database.db.select().from(t.singleClasses).where(isNull(t.singleClasses.capacity))).toEqual([]);
  });
});

describe('the demo schedule seeded late on a Sunday', () => {
  it('still covers every day and every week ahead', async () => {
    const database = await openTestPglite();
    try {
      await seedIfEmpty(database.db, { demo: true, now: SUNDAY_NIGHT });
      await expectWeeklySchedule(database, SUNDAY_NIGHT);
    } finally {
      await database.close();
    }
  });
});
