import { describe, expect, it } from 'vitest';
import { CALENDAR_ERRORS } from '@estudio/core';
import { createHttpCalendarApi, dispositionFileName } from '../src/calendar.js';
import { composeBrowser, DEMO_PASSWORD, useTestServer } from './support/browser.js';
import { apiUrl } from './support/server.js';

/**
 * The calendar adapter (`createHttpCalendarApi`) against the real server:
 * a reservation's .ics downloaded with her session, and her feed's address
 * read and replaced through the route table.
 */
const server = useTestServer();

const socia = async () => {
  const browser = composeBrowser(server());
  await browser.identity.signIn('socia@estudio.test', DEMO_PASSWORD);
  const calendar = createHttpCalendarApi({ http: browser.http, identity: browser.identity, baseUrl: apiUrl(server()), fetch: browser.jar.fetch });
  return { ...browser, calendar };
};

describe('the calendar adapter over the real server', () => {
  it("downloads one of her upcoming reservations as an .ics named by the server, and refuses another's id", async () => {
    const { api, calendar } = await socia();
    const mine = await api.reservations.mine({ filter: 'upcoming', page: 1 });
    const upcoming = mine.ok ? mine.value.reservations.find((row) => row.deletedAt === null) : undefined;
    if (!upcoming) throw new Error('socia has no upcoming reservation');
    const file = await calendar.reservationFile(upcoming.class_reservation_id);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.filename).toMatch(/^clase-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.ics$/);
    expect(file.value.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file.value.content).toContain(`UID:reservation-${upcoming.class_reservation_id}@`);

    const refused = await calendar.reservationFile(999_999_999);
    expect(refused.ok ? null : { code: refused.error.code, status: refused.error.status })
      .toEqual({ code: CALENDAR_ERRORS.reservationNotFound.code, status: 404 });
  });

  it('reads no address until she creates one, then that one; a new one replaces it', async () => {
    const { calendar } = await socia();
    const none = await calendar.feed();
    expect(none).toEqual({ ok: true, value: null });
    const created = await calendar.regenerateFeed();
    const url = created.ok ? created.value.url : '';
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const read = await calendar.feed();
    expect(read.ok && read.value?.url).toBe(url);
    const fresh = await calendar.regenerateFeed();
    expect(fresh.ok && fresh.value.url).not.toBe(url);
    const again = await calendar.feed();
    expect(again.ok && again.value?.url).toBe(fresh.ok ? fresh.value.url : null);
  });

  it('reads the file name of a Content-Disposition, refusing anything but a plain name', () => {
    expect(dispositionFileName('attachment; filename="clase-yoga-2026-03-03.ics"')).toBe('clase-yoga-2026-03-03.ics');
    expect(dispositionFileName('attachment; filename=clase.ics')).toBe('clase.ics');
    expect(dispositionFileName('attachment; filename="../x/y.ics"')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
