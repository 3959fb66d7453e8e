// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  answerKey, calendarStart, endpoints, nextWeek, studioDate, weekLabel, weekOf, weekOfDate, weekQuery, type BootData, type ScheduleDay, type Week,
} from '@estudio/core';
import { renderPage } from './entry-server.js';
import { makeFakeServices } from './testing/index.js';
import * as calendarStyles from './features/schedule/calendar/Calendar.css.js';

/*
 * Node, as the server: a render that reached for the browser's window or
 * document would fail here. That the browser takes the HTML over without a
 * mismatch is held in a real browser (e2e/server-render.e2e.test.ts): React's
 * server and browser renderers cannot share one process.
 */

/** The demo studio's public answers, as the server embeds them (route path → the route's answer). */
const demoBoot = async (): Promise<{ boot: BootData }> => {
  const services = makeFakeServices();
  const { api } = services;
  const value = async <T,>(result: Promise<{ ok: true; value: T } | { ok: false }>) => {
    const answer = await result;
    if (!answer.ok) throw new Error('the demo read failed');
    return answer.value;
  };
  const answers = {
    '/pages': { pages: await value(api.content.pages()) },
    '/class_types': { class_types: await value(api.catalog.classTypes()) },
    '/instructors/home/all': { instructors: await value(api.catalog.homeInstructors()) },
    '/announcements': { announcements: await value(api.content.announcements()) },
    '/class_packages': { class_packages: await value(api.packages.list()) },
  };
  return { boot: { config: services.config, answers } };
};

/** The server's inert window, as packages/server/src/web/render.ts passes it. */
const { window } = new JSDOM('');

describe('the server render of a public page', () => {
  it('holds the page with its data, not its loading state, and no script', async () => {
    const { boot } = await demoBoot();
    const packages = boot.answers['/class_packages'] as { class_packages: { title: string }[] };
    const coaches = boot.answers['/instructors/home/all'] as { instructors: { name: string }[] };
    const page = await renderPage({ url: '/', boot, now: Date.parse('2026-11-27T12:00:00Z'), window });
    expect(page.html).toContain(boot.config.appearance.businessName);
    expect(page.html).toContain(coaches.instructors[0]!.name);
    expect(page.html).not.toContain('<script');
    // The theme for <html>: the same custom properties ThemeRoot's own element carries in the page.
    expect(page.rootStyle).toMatch(/^--[\w-]+:/);
    expect(page.html).toContain(`<div style="${page.rootStyle.replaceAll('"', '&quot;')}`);
    const paquetes = await renderPage({ url: '/paquetes', boot, now: Date.parse('2026-11-27T12:00:00Z'), window });
    // The lazy screen is waited for: the page, not its 'Cargando'.
    expect(paquetes.html).toContain(packages.class_packages[0]!.title);
  });
});

describe('the server render of /calendario', () => {
  it('holds the week the calendar opens on, with its classes, as the browser will open it', async () => {
    const services = makeFakeServices();
    const now = services.clock.now();
    const zone = services.config.rules.timezone;
    // Nine weeks from the one holding now, as the server embeds them (it stops at the first that settles; more do no harm).
    const answers: Record<string, unknown> = {};
    let week = weekOf(now, zone) as Week;
    for (let index = 0; index < 9; index += 1, week = nextWeek(week)) {
      const range = weekQuery(week, zone);
      const days = await services.api.schedule.days(range);
      if (!days.ok) throw new Error('the demo week failed');
      answers[answerKey(endpoints.scheduleList, undefined, range)] = { days: days.value };
    }
    const locations = await services.api.catalog.locations();
    if (!locations.ok) throw new Error('the demo locations failed');
    answers['/locations'] = { locations: locations.value };
    const boot: BootData = { config: services.config, answers, now };
    const opened = calendarStart(now, zone, (range) => (answers[answerKey(endpoints.scheduleList, undefined, range)] as { days: ScheduleDay[] }).days.flatMap((day) => day.classes));
    const shown = answers[answerKey(endpoints.scheduleList, undefined, weekQuery(weekOfDate(opened?.weekStart ?? '') as Week, zone))] as { days: ScheduleDay[] };
    const first = shown.days.flatMap((day) => day.classes)[0];
    expect(first).toBeDefined();

    // Rendered a week after the page's now (the server passes both): the page's now is the one the calendar reads.
    const page = await renderPage({ url: '/calendario', boot, now: now + 7 * 24 * 3_600_000, window });
    expect(page.html).toContain(weekLabel(weekOfDate(opened?.weekStart ?? '') as Week));
    expect(page.html).toContain(first?.class_type.name);
    expect(page.html).not.toContain('aria-busy="true"');
    // Every button of the page waits for the script (a tap before hydration would be lost), the location filter too.
    const buttons = page.html.slice(page.html.indexOf('<main')).match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(2);
    for (const button of buttons) expect(button).toContain('disabled');
    expect(page.html).toMatch(/<select[^>]*disabled/);
    // Laid out for a phone when the server guessed nothing, for a desktop when it guessed a wide screen.
    expect(page.html).toContain(calendarStyles.stack);
    expect(page.html).not.toContain(calendarStyles.columns);
    const wide = await renderPage({ url: '/calendario', boot: { ...boot, wide: true }, now, window });
    expect(wide.html).toContain(calendarStyles.columns);
    expect(wide.html).not.toContain(calendarStyles.stack);
  });
});

describe('the server render of a calendar whose first weeks have no class ahead', () => {
  it('renders the week calendarStart settles on from the embedded weeks, as the browser will open it', async () => {
    const services = makeFakeServices({
      // Nothing left this week: the calendar moves on to the next week that has a class ahead.
      prepare: ({ api, clock }) => {
        const week = weekOf(clock.now(), 'America/Mexico_City') as Week;
        api.state.singleClasses = api.state.singleClasses.filter((c) => !week.days.includes(studioDate(c.class_date, 'America/Mexico_City') ?? ''));
      },
    });
    const now = services.clock.now();
    const zone = services.config.rules.timezone;
    const current = weekOf(now, zone) as Week;
    const answers: Record<string, unknown> = {};
    for (const week of [current, nextWeek(current)]) {
      const range = weekQuery(week, zone);
      const days = await services.api.schedule.days(range);
      if (!days.ok) throw new Error('the demo week failed');
      answers[answerKey(endpoints.scheduleList, undefined, range)] = { days: days.value };
    }
    const page = await renderPage({ url: '/calendario', boot: { config: services.config, answers, now }, now, window });
    expect(page.html).toContain(weekLabel(nextWeek(current)));
    expect(page.html).not.toContain(weekLabel(current));
    expect(page.html).not.toContain('aria-busy="true"');
  });
});

describe("the server render of the member area's frame", () => {
  it("holds her studio's banner and navbar around 'Accediendo', and none of her screen", async () => {
    const { boot } = await demoBoot();
    const page = await renderPage({ url: '/mystudio', boot, now: Date.parse('2026-11-27T12:00:00Z'), window });
    expect(page.html).toContain('aria-label="Navegación de tu cuenta"');
    expect(page.html).toContain('>Accediendo<');
    // Her calendar is the browser's, once her session is restored.
    expect(page.html).not.toContain('>Calendario</h1>');
  });
});
