import { DateTime } from 'luxon';
import { ROLES, type Role } from '../api/access.rules.js';
import type { AuditEntry, CustomerListRow, DeskClass, DeskDay } from '../api/schemas/desk.schemas.js';
import { formatDate, formatTime } from '../format/format.rules.js';
import type { CsvColumn } from '../format/csv.rules.js';
import { fill, messages } from '../messages/index.js';
import { isFull } from '../schedule/capacity.rules.js';
import { studioDate } from '../schedule/week.rules.js';

const text = messages.desk;

/** How the team calls a role ('Recepción' for staff). */
export const roleLabel = (role: Role): string => text.roles[role];

/** A customer's full name as the back office lists it. */
export const fullName = (person: { readonly name: string; readonly last_name: string }): string =>
  `${person.name} ${person.last_name}`.trim();

/** The list's credits cell: 'Ilimitadas' for unlimited holders, else the count. */
export const creditsText = (creditsLeft: number): string => (creditsLeft < 0 ? text.unlimited : String(creditsLeft));

/** The list's membership cell: 'Mensual ilimitado, hasta el 12 dic 2026', or 'Sin membresía'. */
export const membershipText = (row: Pick<CustomerListRow, 'membership'>, zone: string): string => {
  if (!row.membership) return text.none;
  const { title, expires_at: expiresAt } = row.membership;
  return expiresAt ? `${title}, ${fill(text.until, { date: formatDate(expiresAt, zone) })}` : title;
};

/** The list's last-visit cell: a date, or 'Nunca'. */
export const lastVisitText = (row: Pick<CustomerListRow, 'last_visit'>, zone: string): string =>
  row.last_visit ? formatDate(row.last_visit, zone) : text.never;

/**
 * The columns of 'Exportar CSV' (issue 12): what the list shows, one fact a
 * column, so a spreadsheet can sort and filter them. Credits stay numbers
 * (-1: unlimited, as the API says) for sums; dates are the studio's.
 */
export const customerCsvColumns = (zone: string): readonly CsvColumn<CustomerListRow>[] => [
  { header: 'ID', value: (row) => row.customer_id },
  { header: text.fieldName, value: (row) => row.name },
  { header: text.fieldLastName, value: (row) => row.last_name },
  { header: text.columnEmail, value: (row) => row.email },
  { header: text.columnPhone, value: (row) => row.phone },
  { header: text.columnCredits, value: (row) => (row.credits_left < 0 ? text.unlimited : row.credits_left) },
  { header: text.columnMembership, value: (row) => row.membership?.title ?? '' },
  { header: text.columnMembershipEnds, value: (row) => (row.membership?.expires_at ? formatDate(row.membership.expires_at, zone) : '') },
  { header: text.columnLastVisit, value: (row) => (row.last_visit ? `${formatDate(row.last_visit, zone)} ${formatTime(row.last_visit, zone)}` : '') },
  { header: text.columnSignedUp, value: (row) => formatDate(row.created_at, zone) },
  { header: text.columnRole, value: (row) => roleLabel(row.role) },
];

/** 'Hoy': a class's places ('12 de 15 lugares'), and whether it is full. */
export const bookedText = (item: Pick<DeskClass, 'reservation_count' | 'capacity'>): string =>
  item.capacity === null
    ? fill(text.bookedNoCapacity, { booked: item.reservation_count })
    : fill(text.booked, { booked: item.reservation_count, capacity: item.capacity });

/** True when a class takes no one else (spec 4 'Full class', the calendar's own rule). */
export const deskClassIsFull = (item: Pick<DeskClass, 'reservation_count' | 'capacity'>): boolean =>
  isFull({ capacity: item.capacity, reservationCount: item.reservation_count });

/** One location's classes of a day, in the order the day lists them. */
export interface DeskLocationGroup {
  readonly location_id: number;
  readonly name: string;
  readonly classes: readonly DeskClass[];
}

/**
 * A day's classes by location, locations in the order their first class
 * starts, so the desk reads each room's day top to bottom.
 */
export const byLocation = (day: Pick<DeskDay, 'classes'>): DeskLocationGroup[] => {
  const groups = new Map<number, { location_id: number; name: string; classes: DeskClass[] }>();
  for (const item of day.classes) {
    const group = groups.get(item.location_id) ?? { location_id: item.location_id, name: item.location.name, classes: [] };
    group.classes.push(item);
    groups.set(item.location_id, group);
  }
  return [...groups.values()];
};

/** The two days 'Hoy' shows, as calendar dates in the studio's zone. */
export const todayAndTomorrow = (now: number, zone: string): { readonly today: string; readonly tomorrow: string } => {
  const today = studioDate(now, zone) ?? DateTime.fromMillis(now, { zone: 'UTC' }).toISODate() ?? '';
  return { today, tomorrow: DateTime.fromISO(today, { zone: 'UTC' }).plus({ days: 1 }).toISODate() ?? today };
};

/** From today through `days` more days, as calendar dates in the studio's zone (a range the desk offers to book in). */
export const daysAhead = (now: number, zone: string, days: number): { readonly start_date: string; readonly end_date: string } => {
  const { today } = todayAndTomorrow(now, zone);
  return { start_date: today, end_date: DateTime.fromISO(today, { zone: 'UTC' }).plus({ days }).toISODate() ?? today };
};

/** A calendar date as the desk reads it: 'jueves 26 de noviembre'. */
export const longDayName = (date: string): string => DateTime.fromISO(date, { zone: 'UTC' }).setLocale('es').toFormat("cccc d 'de' LLLL");

/** What a line of 'Historial' says was done: 'Agregó acceso', 'Canceló una reservación'... */
export const auditActionLabel = (entry: Pick<AuditEntry, 'action'>): string => text.actions[entry.action];

const scalar = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? messages.forms.yes : messages.forms.no;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** A role is recorded by its code ('staff') and read by its name ('Recepción'). */
const factValue = (key: string, value: unknown): string =>
  key === 'role' && (ROLES as readonly unknown[]).includes(value) ? roleLabel(value as Role) : scalar(value);

/**
 * An entry's facts as lines, each under its Spanish name: 'Teléfono: 5511112222
 * → 5599998888' for a change, 'Paquete: Paquete 10 clases' for a fact, in the
 * order they were recorded.
 */
export const auditDetailLines = (entry: Pick<AuditEntry, 'details'>): string[] =>
  Object.entries(entry.details).map(([key, value]) => {
    // A custom field's key has no label here: it reads as recorded.
    const field = text.auditFields[key] ?? key;
    return value !== null && typeof value === 'object' && 'from' in value
      ? `${field}: ${factValue(key, value.from)} → ${factValue(key, value.to)}`
      : `${field}: ${factValue(key, value)}`;
  });
