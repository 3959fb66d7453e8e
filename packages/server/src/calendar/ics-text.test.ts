import { createEvents, type EventAttributes } from 'ics';
import { describe, expect, it } from 'vitest';
import { calendarText, type CalendarEventText, type CalendarHeaderText } from './ics-text.js';

const STAMP = Date.UTC(2026, 10, 27, 18, 4, 5);

/** The same file written by the `ics` library, the reference `calendarText` follows line for line. */
const byLibrary = (header: CalendarHeaderText, events: readonly CalendarEventText[]): string => {
  const { error, value } = createEvents(events.map((event) => ({
    ...event,
    startInputType: 'utc', startOutputType: 'utc', endInputType: 'utc', endOutputType: 'utc',
    timestamp: STAMP,
  }) as unknown as EventAttributes), { ...header });
  if (error || value === null) throw error ?? new Error('no calendar');
  return value;
};

const event = (overrides: Partial<CalendarEventText> = {}): CalendarEventText => ({
  uid: 'reservation-41@estudio.example',
  title: 'Indoor Cycling con Mariana López y Diego Ruiz',
  start: Date.UTC(2026, 11, 1, 14, 0),
  end: Date.UTC(2026, 11, 1, 14, 45),
  description: 'Tu clase en Estudio Luz\nLugar: 7\nMis Reservaciones:\nhttps://estudio.example/mystudio/reservaciones',
  url: 'https://estudio.example/mystudio/reservaciones',
  location: 'Sala Norte, Av. Reforma 222, Col. Juárez; CDMX',
  sequence: 0,
  status: 'CONFIRMED',
  busyStatus: 'BUSY',
  ...overrides,
});

const invitation = {
  organizer: { name: 'Estudio ^^Luz^\' «Centro»', email: 'hola@xn--peafiel-zwa.mx' },
  attendees: [{ name: 'María José Pérez-Ñúñez', email: 'maria.jose@example.com', rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }] as const,
};

describe('calendarText', () => {
  const cases: [string, CalendarHeaderText, CalendarEventText[]][] = [
    ['a download (PUBLISH)', { productId: '-//Estudio//Reservaciones//ES', method: 'PUBLISH' }, [event()]],
    ['a confirmation (REQUEST) with organizer and attendee', { productId: '-//Estudio//Reservaciones//ES', method: 'REQUEST' }, [event(invitation)]],
    ['a cancellation of several (CANCEL)', { productId: '-//Estudio//Reservaciones//ES', method: 'CANCEL' }, [
      event({ ...invitation, status: 'CANCELLED', busyStatus: 'FREE', sequence: 3 }),
      event({ ...invitation, uid: 'reservation-42@estudio.example', title: 'Yoga (invitada: Lucía)', status: 'CANCELLED', busyStatus: 'FREE', sequence: 1 }),
    ]],
    ['a feed with its name, long folded lines, escapes and no location', { productId: '-//Estudio//Reservaciones//ES', method: 'PUBLISH', calName: 'Mis clases · Estudio Luz' }, [
      event({
        title: `Clase de ${'muy larga, con; comas y punto y coma y acentos áéíóú ñ '.repeat(4)}🚴‍♀️ fin`,
        description: `Una línea\\con barra\r\notra línea ${'x'.repeat(200)}`,
        location: '',
      }),
    ]],
    ['an empty feed', { productId: '-//Estudio//Reservaciones//ES', method: 'PUBLISH', calName: 'Mis clases' }, []],
  ];
  it.each(cases)('writes %s exactly as the ics library does', (_name, header, events) => {
    expect(calendarText(header, events, STAMP)).toBe(byLibrary(header, events));
  });
});
