export { DEFAULT_TIME_ZONE, DEFAULT_TIMEZONE_OFFSET, isKnownTimeZone, offsetZone, resolveTimeZone } from './zone.rules.js';
export type { ZoneSettings } from './zone.rules.js';
export {
  calendarDayName,
  calendarMonthName,
  formatBirthdate,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatTime,
  toStudioDateTime,
} from './format.rules.js';
export type { DateInput } from './format.rules.js';
export { formatMoney, parseMoney, toAmount } from './money.rules.js';
export type { MoneyInput, MoneyOptions } from './money.rules.js';
export { CSV_BOM, toCsv } from './csv.rules.js';
export type { CsvColumn } from './csv.rules.js';
