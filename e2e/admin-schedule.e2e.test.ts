/**
 * Issue 16's 'Horarios' journey, on a studio of its own whose e-mail goes
 * to an SMTP sink the test reads (its own server, started with SMTP_URL;
 * the run's shared demo server keeps its outbox). The admin builds a
 * weekly series in the browser ('Nueva clase', 'Cada semana', the dates it
 * will create, no conflicts) and socia sees its classes on /calendario;
 * socia books one; the admin moves it an hour later and socia's e-mail
 * names the new time; the admin cancels it on a phone ('Cancelar clase',
 * 'Precaución' with the series' scope) and socia's credit is back, her
 * reservation reads 'Cancelada', she is told, and the class leaves the
 * calendar. Axe clean on the schedule and its panel, laptop and phone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import {
  NEW_CLASS_DEFAULTS, fill, formatDate, longDayName, messages, seriesStarts, studioDate, todayAndTomorrow, wallClockInstant,
  type ClassConflict, type ScheduleAdminClass, type ScheduleAdminDay, type SingleClass,
} from '@estudio/core';
import { callJson, demo, tokenFor } from './support/api.js';
import { seen } from './support/app.js';
import { STUDIO_ZONE, calendarTarget } from './support/booking.js';
import { cardAction, dialogNamed, showWeekOf } from './support/booking-page.js';
import { expectAccessible, noBrowser, useBrowser } from './support/browser.js';
import { customerIdOf, signInAtDoor, successAlert, summaryOf, team, usableCredits } from './support/desk.js';
import { mailStudio } from './support/mail-studio.js';

const t = messages.deskScheduleScreen;
const ds = messages.deskSchedule;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Times no demo class touches (db/seed/demo/schedule.plan.ts): its latest
 * class starts at 20:00 on weekdays and lasts at most 60 minutes, so it
 * ends by 21:00; Saturdays end by 11:30, Sundays by 13:30 (the event).
 * The series runs 21:MM–22:MM and the moved class 22:MM–23:MM, MM from
 * 17 to 56; the first step asks the server's conflicts check to confirm.
 */
const MINUTE = String(17 + Math.floor(Math.random() * 40)).padStart(2, '0');
const TIME = `21:${MINUTE}`;
const MOVED = `22:${MINUTE}`;
const DESCRIPTION = `Serie del journey ${Date.now().toString(36)}`;
/** How long the outbox may take to reach the sink (it is read every 5 s). */
const MAIL_WAIT = { timeout: 45_000, interval: 500 } as const;

const studio = mailStudio('admin-schedule');
const { at, signInSocia } = studio;
const mailsOf = studio.mailsTo;

/** What the journey chose and made, step to step. */
const state = {
  typeName: '',
  /** The series' classes, by start. */
  series: [] as ScheduleAdminClass[],
  creditsBefore: 0,
};

/** Every class of the next 15 studio days as the admin's schedule reads them. */
const adminSchedule = async (): Promise<ScheduleAdminClass[]> => {
  const { today } = todayAndTomorrow(Date.now(), STUDIO_ZONE);
  const end = studioDate(Date.now() + 15 * DAY_MS, STUDIO_ZONE) ?? today;
  const answer = await callJson<{ days: ScheduleAdminDay[] }>(at(''), `/api/single_class/admin/schedule?start_date=${today}&end_date=${end}`, {
    token: await tokenFor(at(''), demo.admin),
  });
  expect(answer.status).toBe(200);
  return answer.body.days.flatMap((day) => day.classes);
};

/** The classes the public calendar reads this week and the next (what /calendario shows). */
const publicClasses = async (): Promise<SingleClass[]> => {
  const { today } = todayAndTomorrow(Date.now(), STUDIO_ZONE);
  const end = studioDate(Date.now() + 14 * DAY_MS, STUDIO_ZONE) ?? today;
  const answer = await callJson<{ days: { classes: SingleClass[] }[] }>(at(''), `/api/single_class?start_date=${today}&end_date=${end}`);
  expect(answer.status).toBe(200);
  return answer.body.days.flatMap((day) => day.classes);
};

/** A class's card on the admin's schedule, by its type, day and time. */
const scheduleCard = (page: Page, single: Pick<ScheduleAdminClass, 'class_date'>, time: string) =>
  page.getByRole('article', { name: fill(t.openClass, { type: state.typeName, date: longDayName(studioDate(single.class_date, STUDIO_ZONE) ?? ''), time }), exact: true });

describe.skipIf(noBrowser)("'Horarios': a weekly series, a class moved and one cancelled, told to the customer booked in it", () => {
  const { newPage } = useBrowser();

  beforeAll(studio.start);
  afterAll(studio.stop);

  it("creates a weekly series with 'Nueva clase' (its dates shown before saving), and socia sees its classes on /calendario", { timeout: 240_000 }, async () => {
    const { tomorrow } = todayAndTomorrow(Date.now(), STUDIO_ZONE);
    const dayAfter = studioDate(Date.parse(`${tomorrow}T12:00:00Z`) + DAY_MS, 'UTC') ?? tomorrow;
    const weekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const types = (await callJson<{ class_types: { name: string; spot_map: string | null }[] }>(at(''), '/api/class_types')).body.class_types;
    const locations = (await callJson<{ locations: { location_id: number; name: string }[] }>(at(''), '/api/locations')).body.locations;
    const coaches = (await callJson<{ instructors: { instructor_id: number; name: string; last_name: string }[] }>(at(''), '/api/instructors')).body.instructors;
    const type = types.find((item) => item.spot_map === null) ?? types[0];
    const [location] = locations;
    const [coach] = coaches;
    if (!type || !location || !coach) throw new Error('The demo studio has no class type, location or coach');
    state.typeName = type.name;

    // The journey's assumption, explicit: no class of the studio meets the series' starts nor the moved one's, in the room or for the coach.
    const planned = seriesStarts({ weekdays: [weekday(tomorrow), weekday(dayAfter)], time: TIME, from_date: tomorrow, weeks: 2 }, STUDIO_ZONE);
    expect(planned).toHaveLength(4);
    const moved = wallClockInstant(tomorrow, MOVED, STUDIO_ZONE);
    if (!moved) throw new Error(`Unreadable move to ${MOVED}`);
    const free = await callJson<{ conflicts: ClassConflict[] }>(at(''), '/api/single_class/conflicts', {
      token: await tokenFor(at(''), demo.admin),
      body: {
        starts: [...planned, moved], duration_minutes: Number(NEW_CLASS_DEFAULTS.duration_minutes),
        location_id: location.location_id, instructor_ids: [coach.instructor_id],
      },
    });
    expect(free.status).toBe(200);
    expect(free.body.conflicts).toEqual([]);

    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, at('/admin/horarios'));
    await seen(page.getByRole('heading', { name: t.title, level: 1 }));
    await seen(page.getByRole('region', { name: t.gridLabel }));
    await expectAccessible(page, '/admin/horarios (week, desktop)');

    await page.getByRole('button', { name: t.newClass, exact: true }).first().click();
    const panel = await seen(dialogNamed(page, t.newTitle));
    const typeSelect = panel.getByLabel(new RegExp(`^${t.classTypeField}`));
    await expect.poll(() => typeSelect.isEnabled()).toBe(true);
    await typeSelect.selectOption({ label: type.name });
    await panel.getByRole('checkbox', { name: `${coach.name} ${coach.last_name}`.trim(), exact: true }).check();
    await panel.getByLabel(new RegExp(`^${t.locationField}`)).selectOption({ label: location.name });
    await panel.getByRole('radio', { name: t.weekly, exact: true }).check();
    // The day shown (today) comes ticked: the series is tomorrow's and the next day's weekdays instead.
    const names = t.weekdayNames;
    for (const day of [1, 2, 3, 4, 5, 6, 7]) {
      const box = panel.getByRole('checkbox', { name: names[day - 1], exact: true });
      if ((day === weekday(tomorrow) || day === weekday(dayAfter)) !== (await box.isChecked())) await box.click();
    }
    await panel.getByLabel(new RegExp(`^${t.timeField}`)).fill(TIME);
    await panel.getByLabel(new RegExp(`^${t.fromDate}`)).fill(tomorrow);
    await panel.getByLabel(new RegExp(`^${t.weeksField}`)).fill('2');
    await panel.getByLabel(new RegExp(`^${t.descriptionField}`)).fill(DESCRIPTION);
    const preview = await seen(panel.getByRole('region', { name: fill(t.previewTitle, { count: 4 }) }));
    await seen(preview.getByRole('listitem').filter({ hasText: TIME }));
    expect(await preview.getByRole('listitem').count()).toBe(4);
    await seen(panel.getByText(t.noConflicts, { exact: true }));
    await expectAccessible(page, "'Nueva clase', a weekly series (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, fill(t.seriesCreated, { count: 4 }));
    await dialogNamed(page, t.newTitle).waitFor({ state: 'detached' });

    state.series = (await adminSchedule()).filter((single) => single.description === DESCRIPTION).sort((a, b) => Date.parse(a.class_date) - Date.parse(b.class_date));
    expect(state.series).toHaveLength(4);
    expect(new Set(state.series.map((single) => single.series_id)).size).toBe(1);
    expect(state.series.map((single) => studioDate(single.class_date, STUDIO_ZONE))).toContain(tomorrow);

    // The grid shows it in its week, with its places.
    const [first] = state.series;
    if (!first) throw new Error('No class in the series');
    await page.goto(at(`/admin/horarios?fecha=${studioDate(first.class_date, STUDIO_ZONE)}`));
    const card = await seen(scheduleCard(page, first, TIME));
    await seen(card.getByText(fill(t.booked, { booked: 0, capacity: 12 }), { exact: true }));

    // socia sees the series' first class on the public calendar.
    const customer = (await newPage('desktop')).page;
    await signInSocia(customer, '/calendario');
    const target = calendarTarget({ ...first, mine: null });
    await showWeekOf(customer, target, 'desktop', cardAction(messages.booking.reserveLabel, target), await publicClasses());
  });

  it("moves the class socia booked an hour later: 'Guardar' says she was told, and her e-mail names the new time", { timeout: 180_000 }, async () => {
    const [first] = state.series;
    if (!first) throw new Error('The series of the first step is missing');
    const customerId = await customerIdOf(at(''), demo.socia);
    state.creditsBefore = usableCredits(await summaryOf(at(''), customerId));
    const booked = await callJson(at(''), '/api/class_reservations', { body: { single_class_id: first.single_class_id }, token: await tokenFor(at(''), demo.socia) });
    expect(booked.status).toBe(201);
    expect(usableCredits(await summaryOf(at(''), customerId))).toBe(state.creditsBefore - 1);

    const { page } = await newPage('desktop');
    await signInAtDoor(page, team.admin, at(`/admin/horarios?fecha=${studioDate(first.class_date, STUDIO_ZONE)}`));
    const card = await seen(scheduleCard(page, first, TIME));
    await seen(card.getByText(fill(t.booked, { booked: 1, capacity: 12 }), { exact: true }));
    await card.getByRole('button').click();
    const panel = await seen(dialogNamed(page, t.editTitle));
    await seen(panel.getByText(t.inSeries, { exact: true }));
    expect(await panel.getByRole('radio', { name: t.scopeOne, exact: true }).isChecked()).toBe(true);
    await panel.getByLabel(new RegExp(`^${t.timeField}`)).fill(MOVED);
    await seen(panel.getByText(t.noConflicts, { exact: true }));
    await expectAccessible(page, "a class's panel, moved (desktop)");
    await panel.getByRole('button', { name: messages.adminKit.save, exact: true }).click();
    await successAlert(page, fill(t.savedOne, { count: 1 }));
    await seen(scheduleCard(page, first, MOVED));

    const movedStart = Date.parse(first.class_date) + 60 * 60 * 1000;
    const when = fill(ds.changedWhen, { date: formatDate(movedStart, STUDIO_ZONE), time: MOVED });
    await vi.waitFor(() => {
      const mail = mailsOf(demo.socia).find((sent) => sent.text.includes(fill(ds.changedSubject, { className: state.typeName })));
      expect(mail?.text).toContain(when);
    }, MAIL_WAIT);
    // Only she was booked: nobody else was told.
    expect(studio.received().filter((sent) => sent.text.includes(fill(ds.changedSubject, { className: state.typeName })))).toHaveLength(1);
  });

  it("cancels that class on a phone: 'Precaución' says what happens, her credit is back, her reservation reads 'Cancelada' and she is told", { timeout: 180_000 }, async () => {
    const [first] = state.series;
    if (!first) throw new Error('The series of the first step is missing');
    const movedDate = studioDate(first.class_date, STUDIO_ZONE) ?? '';
    const { page } = await newPage('mobile');
    await signInAtDoor(page, team.admin, at(`/admin/horarios?fecha=${movedDate}`));
    await seen(page.getByRole('list', { name: longDayName(movedDate) }));
    await expectAccessible(page, '/admin/horarios (a day, phone)');
    await scheduleCard(page, first, MOVED).getByRole('button').click();
    const panel = await seen(dialogNamed(page, t.editTitle));
    await expectAccessible(page, "a class's panel (phone)");
    await panel.getByRole('button', { name: t.cancelClass, exact: true }).click();
    const question = await seen(dialogNamed(page, messages.common.confirmTitle));
    await seen(question.getByRole('radio', { name: t.scopeOne, exact: true }));
    await seen(question.getByText(fill(t.cancelConfirm, { type: state.typeName, date: longDayName(movedDate), time: MOVED, count: 1 }), { exact: true }));
    await expectAccessible(page, "'Precaución' before 'Cancelar clase' (phone)");
    await question.getByRole('button', { name: t.cancelClass, exact: true }).click();
    await successAlert(page, fill(t.cancelledOne, { reservations: 1, count: 1 }));
    await dialogNamed(page, t.editTitle).waitFor({ state: 'detached' });

    const customerId = await customerIdOf(at(''), demo.socia);
    expect(usableCredits(await summaryOf(at(''), customerId))).toBe(state.creditsBefore);
    // Kept for the reports, gone from every calendar; the rest of the series stays.
    expect((await publicClasses()).some((single) => single.single_class_id === first.single_class_id)).toBe(false);
    expect((await adminSchedule()).filter((single) => single.description === DESCRIPTION)).toHaveLength(3);

    await vi.waitFor(() => {
      const mail = mailsOf(demo.socia).find((sent) => sent.text.includes(fill(ds.cancelledSubject, { className: state.typeName })));
      expect(mail?.text).toContain(ds.cancelledBooked);
    }, MAIL_WAIT);

    const customer = (await newPage('mobile')).page;
    await signInSocia(customer, '/mystudio/reservaciones');
    const card = await seen(customer.getByRole('article', { name: state.typeName }).filter({ hasText: MOVED }));
    await seen(card.getByText(messages.reservations.status.cancelled, { exact: true }));
    await seen(customer.getByRole('group', { name: messages.reservations.creditsAvailable }).getByText(String(state.creditsBefore), { exact: true }));
    await expectAccessible(customer, "/mystudio/reservaciones with the cancelled class (phone)");
  });
});
