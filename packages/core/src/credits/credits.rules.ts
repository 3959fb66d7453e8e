import type { DateInput } from '../format/format.rules.js';
import type { AppError } from '../shared/result.js';
import { allowedTimesMatch, isTimeRestricted, parseAllowedTimes } from './allowed-times.rules.js';
import { creditError } from './credits.errors.js';
import {
  UNLIMITED_CLASSES,
  type AvailableTotal,
  type ClassTypeId,
  type Credit,
  type CreditDenial,
  type CreditOptions,
  type CreditTarget,
} from './credits.model.js';
import { expirationMs, isExpired } from './expiration.rules.js';

/** True when the credit still has classes: a positive balance, or -1 (unlimited). */
export const hasClasses = (credit: Pick<Credit, 'available_classes'>): boolean =>
  credit.available_classes === UNLIMITED_CLASSES ||
  (Number.isFinite(credit.available_classes) && credit.available_classes > 0);

/** The class type ids a credit is for: class_type_id plus the class_types list. Empty means any type. */
export function creditClassTypes(credit: Pick<Credit, 'class_type_id' | 'class_types'>): string[] {
  const listed = (credit.class_types ?? '').split(',');
  const single = credit.class_type_id === null || credit.class_type_id === undefined ? [] : [String(credit.class_type_id)];
  return [...single, ...listed].map((id) => id.trim()).filter((id) => id !== '');
}

/** True when the credit is for this class type (or for any); a class without a type fits only an unrestricted credit. */
export function classTypeAllowed(credit: Pick<Credit, 'class_type_id' | 'class_types'>, classTypeId: ClassTypeId | null | undefined): boolean {
  const types = creditClassTypes(credit);
  if (types.length === 0) return true;
  if (classTypeId === null || classTypeId === undefined) return false;
  return types.includes(String(classTypeId).trim());
}

/**
 * Why a credit cannot pay for a class, or null when it can (spec 3 credits,
 * spec 6): expired (now ≥ expiration_date; null never expires), exhausted
 * (no classes left and not -1), classType (when allow_restricted_class_types
 * and the credit names types), time (when allow_restricted_times and
 * allowed_times is set, and the class starts outside every range).
 */
export function creditDenial(credit: Credit, target: CreditTarget, options: CreditOptions): CreditDenial | null {
  if (isExpired(credit.expiration_date, options.now, options.zone)) return 'expired';
  if (!hasClasses(credit)) return 'exhausted';
  if (options.restrictTypes && !classTypeAllowed(credit, target.classTypeId)) return 'classType';
  if (options.restrictTimes && isTimeRestricted(credit.allowed_times)) {
    const { ranges } = parseAllowedTimes(credit.allowed_times);
    if (!allowedTimesMatch(ranges, target.classDate, options.zone)) return 'time';
  }
  return null;
}

/** True when the credit can pay for the class. */
export const creditAllows = (credit: Credit, target: CreditTarget, options: CreditOptions): boolean =>
  creditDenial(credit, target, options) === null;

/** Orders credits by the one to spend first: earliest expiration, never-expiring last, ties by lowest id. */
export function compareSpendOrder(a: Credit, b: Credit, zone: string): number {
  const ea = expirationMs(a.expiration_date, zone);
  const eb = expirationMs(b.expiration_date, zone);
  if (ea !== eb) return ea < eb ? -1 : 1;
  return a.available_class_id - b.available_class_id;
}

/**
 * The credit a reservation consumes: among those that allow the class, the
 * one expiring first (never-expiring last; ties, the lowest id), so that no
 * class is lost to an expiration that could have been avoided. Null when
 * none allows it.
 */
export function pickCredit<C extends Credit>(credits: readonly C[], target: CreditTarget, options: CreditOptions): C | null {
  const usable = credits.filter((c) => creditAllows(c, target, options));
  usable.sort((a, b) => compareSpendOrder(a, b, options.zone));
  return usable[0] ?? null;
}

/**
 * Why no credit pays for the class, the furthest any credit got: the time
 * when one fit the type but not the hour, else the class type when one had
 * classes but not this type, else the spec's 'no credits' text. Null when a
 * credit allows the class.
 */
export function noCreditRefusal(credits: readonly Credit[], target: CreditTarget, options: CreditOptions): AppError | null {
  const denials = credits.map((c) => creditDenial(c, target, options));
  if (denials.includes(null)) return null;
  if (denials.includes('time')) return creditError('time');
  if (denials.includes('classType')) return creditError('classType');
  return creditError('none');
}

/**
 * The 'Disponibles' count (spec 2 'Mis Reservaciones'): the classes left on
 * credits that have not expired, or 'unlimited' when one of them is -1.
 */
export function availableTotal(credits: readonly Credit[], now: DateInput, zone: string): AvailableTotal {
  const live = credits.filter((c) => !isExpired(c.expiration_date, now, zone));
  if (live.some((c) => c.available_classes === UNLIMITED_CLASSES)) return 'unlimited';
  return live.reduce((sum, c) => (Number.isFinite(c.available_classes) && c.available_classes > 0 ? sum + c.available_classes : sum), 0);
}
