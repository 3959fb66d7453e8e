/**
 * The text of an iCalendar file (RFC 5545) of the few properties the
 * studio's files carry, written as the `ics` library writes them, line for
 * line (`ics-text.test.ts` holds the two equal), without the library's yup
 * validation: it ran twice per event and cost about 1 ms of CPU for one
 * event, in every booking's transaction (issue 18). What it checked is
 * guaranteed here by construction: the dates are instants, the addresses
 * go through `calendarAddress`, the enumerations are types.
 */

/** A contact's e-mail and name (CN, already escaped by `paramText`). */
export interface CalendarContact {
  readonly name: string;
  readonly email: string;
}

/** One VEVENT's properties. */
export interface CalendarEventText {
  readonly uid: string;
  readonly title: string;
  /** Epoch milliseconds, written in UTC. */
  readonly start: number;
  readonly end: number;
  readonly description: string;
  readonly url: string;
  /** Empty: no LOCATION line. */
  readonly location: string;
  readonly sequence: number;
  readonly status: 'CONFIRMED' | 'CANCELLED';
  readonly busyStatus: 'BUSY' | 'FREE';
  readonly organizer?: CalendarContact;
  readonly attendees?: readonly (CalendarContact & { readonly rsvp: boolean; readonly partstat: 'ACCEPTED'; readonly role: 'REQ-PARTICIPANT' })[];
}

/** The calendar's own lines. */
export interface CalendarHeaderText {
  readonly productId: string;
  readonly method: string;
  readonly calName?: string;
}

/** A content line folded after 75 characters, then every 74, each continuation starting with a tab (as the library does). */
const fold = (line: string): string => {
  const chars = Array.from(line);
  if (chars.length <= 75) return `${line}\r\n`;
  const parts = [chars.slice(0, 75).join('')];
  for (let at = 75; at < chars.length; at += 74) parts.push(chars.slice(at, at + 74).join(''));
  return `${parts.join('\r\n\t')}\r\n`;
};

const newLines = (value: string): string => value.replace(/\r?\n/gm, '\\n');

/** A TEXT value: backslash, line break, ';' and ',' escaped. */
const text = (value: string): string => value.replace(/\\/gm, '\\\\').replace(/\r?\n/gm, '\\n').replace(/;/gm, '\\;').replace(/,/gm, '\\,');

/** A parameter value, quoted. */
const param = (value: string): string => `"${value.replaceAll('"', '\\"')}"`;

const pad = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** An instant as a UTC DATE-TIME: 20261201T140000Z. */
const utcStamp = (at: number): string => {
  const date = new Date(at);
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
};

const eventText = (event: CalendarEventText, stamp: number): string => {
  let out = 'BEGIN:VEVENT\r\n';
  out += fold(`UID:${newLines(event.uid)}`);
  out += event.title ? fold(`SUMMARY:${text(event.title)}`) : '';
  out += fold(`DTSTAMP:${utcStamp(stamp)}`);
  out += fold(`DTSTART:${utcStamp(event.start)}`);
  out += fold(`DTEND:${utcStamp(event.end)}`);
  out += `SEQUENCE:${event.sequence}\r\n`;
  out += event.description ? fold(`DESCRIPTION:${text(event.description)}`) : '';
  out += event.url ? fold(`URL:${newLines(event.url)}`) : '';
  out += event.location ? fold(`LOCATION:${text(event.location)}`) : '';
  out += fold(`STATUS:${event.status}`);
  out += event.organizer ? fold(`ORGANIZER;CN=${param(event.organizer.name || 'Organizer')}:MAILTO:${event.organizer.email}`) : '';
  out += fold(`X-MICROSOFT-CDO-BUSYSTATUS:${event.busyStatus}`);
  for (const who of event.attendees ?? []) {
    const contact = `${who.rsvp ? 'RSVP=TRUE' : 'RSVP=FALSE'};ROLE=${param(who.role)};PARTSTAT=${param(who.partstat)};CN=${param(who.name || 'Unnamed attendee')}:mailto:${who.email}`;
    out += fold(`ATTENDEE;${newLines(contact)}`);
  }
  return `${out}END:VEVENT\r\n`;
};

/** The whole file: the calendar's lines, its events (DTSTAMP `stamp`), CRLF line ends. */
export const calendarText = (header: CalendarHeaderText, events: readonly CalendarEventText[], stamp: number): string =>
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nCALSCALE:GREGORIAN\r\n'
  + fold(`PRODID:${newLines(header.productId)}`)
  + (header.method ? fold(`METHOD:${newLines(header.method)}`) : '')
  + (header.calName ? fold(`X-WR-CALNAME:${newLines(header.calName)}`) : '')
  + 'X-PUBLISHED-TTL:PT1H\r\n'
  + events.map((event) => eventText(event, stamp)).join('')
  + 'END:VCALENDAR\r\n';
