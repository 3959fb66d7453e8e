export {
  DEFAULT_TIME_ZONE,
  DEFAULT_TIMEZONE_OFFSET,
  calendarDayName,
  calendarMonthName,
  formatBirthdate,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatTime,
  offsetZone,
  resolveTimeZone,
  toStudioDateTime,
} from './format.rules.js';
export type { DateInput, ZoneSettings } from './format.rules.js';
export { formatMoney, toAmount } from './money.rules.js';
export type { MoneyInput, MoneyOptions } from './money.rules.js';
