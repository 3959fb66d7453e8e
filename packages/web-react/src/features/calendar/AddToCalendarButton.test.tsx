import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, CALENDAR_ERRORS, err, ok, type CalendarApi } from '@estudio/core';
import { DEMO_RESERVATION_IDS } from '@estudio/core/testing';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';
import { installViewport } from '../../testing/viewport.js';
import { FIRST_LOAD, renderMemberScreen } from '../reservations/testing/render.js';

const ROUTE = '/mystudio/reservaciones';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

/** A calendar port whose download answers `file`, and whose feed is never asked for here. */
const stubCalendar = (answer: Awaited<ReturnType<CalendarApi['reservationFile']>>) => ({
  reservationFile: vi.fn<CalendarApi['reservationFile']>(async () => answer),
  feed: vi.fn<CalendarApi['feed']>(async () => err(appError('unused', 'unused'))),
  regenerateFeed: vi.fn<CalendarApi['regenerateFeed']>(async () => err(appError('unused', 'unused'))),
});

/** What the page saved: the object URL's Blob and the link clicked with its `download` name. */
const captureSaves = () => {
  const blobs: Blob[] = [];
  const clicks: { href: string; download: string }[] = [];
  const created = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:estudio/${blobs.length}`;
  });
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return { blobs, clicks };
};

const buttons = () => screen.findAllByRole('button', { name: /^Agregar a mi calendario la clase de / }, FIRST_LOAD);

describe("'Agregar a mi calendario' in Mis Reservaciones", () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installViewport(1280);
  });
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows on each upcoming reservation only, and saves the server’s .ics under its name', async () => {
    const saves = captureSaves();
    const calendar = stubCalendar(ok({ filename: 'clase-yoga-2030-01-06.ics', content: ICS }));
    renderMemberScreen(ROUTE, { services: { calendar } });
    const offered = await buttons();
    // The socia's upcoming three (starting soon, upcoming, cash unpaid); never past or cancelled ones.
    expect(offered).toHaveLength(3);
    const row = document.querySelector(`[data-reservation="${DEMO_RESERVATION_IDS.upcoming}"]`);
    const button = [...(row?.querySelectorAll('button') ?? [])].find((one) => one.textContent === 'Agregar a mi calendario');
    expect(button).toBeTruthy();
    for (const id of [DEMO_RESERVATION_IDS.cancelled, DEMO_RESERVATION_IDS.attended]) {
      const other = document.querySelector(`[data-reservation="${id}"]`);
      expect(other?.textContent).not.toContain('Agregar a mi calendario');
    }

    await userEvent.click(button as HTMLButtonElement);
    await waitFor(() => expect(saves.clicks).toHaveLength(1));
    expect(calendar.reservationFile).toHaveBeenCalledWith(DEMO_RESERVATION_IDS.upcoming);
    expect(saves.clicks[0]).toEqual({ href: 'blob:estudio/1', download: 'clase-yoga-2030-01-06.ics' });
    expect(saves.blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(await saves.blobs[0]?.text()).toBe(ICS);
    // The link was only there for the click.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("shows the server's refusal and saves nothing", async () => {
    const saves = captureSaves();
    const refusal = CALENDAR_ERRORS.reservationNotFound;
    renderMemberScreen(ROUTE, { services: { calendar: stubCalendar(err(appError(refusal.code, refusal.message, refusal.status))) } });
    const [first] = await buttons();
    await userEvent.click(first as HTMLElement);
    expect(await screen.findByText(refusal.message)).toBeTruthy();
    expect(saves.clicks).toHaveLength(0);
  });

  it('is there on a phone’s cards too', async () => {
    restore();
    restore = installViewport(375);
    captureSaves();
    renderMemberScreen(ROUTE, { services: { calendar: stubCalendar(ok({ filename: 'a.ics', content: ICS })) } });
    expect(await buttons()).toHaveLength(3);
  });

  it('keeps the list free of serious axe violations with the buttons in it', { timeout: AXE_TIMEOUT + 10_000 }, async () => {
    captureSaves();
    renderMemberScreen(ROUTE, { services: { calendar: stubCalendar(ok({ filename: 'a.ics', content: ICS })) } });
    await buttons();
    expect(await seriousViolations()).toEqual([]);
  });
});
