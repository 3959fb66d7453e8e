import { DateTime } from 'luxon';
import { fill, fillPercent, formatDate, formatDayMonth, formatMoney, messages, type StarsSummary } from '@estudio/core';
import type { RevenueGrouping } from './reportRange.js';

const text = messages.deskReportsScreen;

/** A fill rate as the screen shows it: '83.3 %' (core's rounding, the CSV's number), '—' when no place was offered. */
export const percentText = (rate: number | null): string => (rate === null ? text.noRate : `${fillPercent(rate)} %`);

/** Pesos as the app writes them everywhere: '$1,500', '$1,234.50'. */
export const moneyText = (amount: number): string => formatMoney(amount);

const numbers = new Intl.NumberFormat('es-MX');

/** A whole number with thousands grouped as the pager groups them: '1,204'. */
export const countText = (count: number): string => numbers.format(count);

/** Places, singular or plural: '1 lugar', '160 lugares'. */
export const placesText = (count: number): string => (count === 1 ? text.placesOne : fill(text.places, { count: countText(count) }));

/** Classes, singular or plural: '1 clase', '14 clases'. */
export const classesText = (count: number): string => (count === 1 ? text.classesHeldOne : fill(text.classesHeld, { count: countText(count) }));

/** Stars as '4.6 (12)', or 'Sin calificaciones'. */
export const starsText = (stars: StarsSummary): string =>
  stars.average === null || stars.count === 0 ? text.noStars : fill(text.stars, { average: stars.average.toFixed(1), count: stars.count });

/** A calendar day (yyyy-MM-dd) as the app writes dates: '26 nov 2026'. */
export const dayText = (isoDate: string): string => formatDate(isoDate, 'UTC');

/** An instant as a date in the studio's zone. */
export const instantDayText = (instant: string | null, zone: string): string => (instant ? formatDate(instant, zone) : text.never);

/** A revenue bucket by its first day: its name in the table ('26 nov 2026', 'Semana del 23 nov 2026', 'noviembre 2026') and on the chart's axis ('26 nov', 'nov 2026'). */
export const bucketText = (start: string, grouping: RevenueGrouping): { readonly name: string; readonly short: string } => {
  const date = DateTime.fromISO(start, { zone: 'utc' });
  if (grouping === 'mes') {
    return { name: `${messages.dates.months[date.month - 1] ?? ''} ${date.year}`, short: `${messages.dates.monthsShort[date.month - 1] ?? ''} ${date.year}` };
  }
  const day = formatDate(start, 'UTC');
  return { name: grouping === 'semana' ? fill(text.weekOf, { date: day }) : day, short: formatDayMonth(start, 'UTC') };
};
