import {
  UNLIMITED_CLASSES,
  allowedTimesLabel,
  creditClassTypes,
  expirationMs,
  fill,
  formatDate,
  isExpired,
  messages,
  type AvailableClass,
  type ClassType,
  type StudioConfig,
} from '@estudio/core';

/** A credit as 'Mis Créditos' shows it. */
export interface CreditRow {
  readonly id: number;
  /** The class type names it pays for, or 'Todos los tipos de clase'. */
  readonly classTypes: string;
  /** 'lun a vie 06:00-12:00' or 'Cualquier horario' (core's `allowedTimesLabel`). */
  readonly times: string;
  /** The classes left, or 'Ilimitadas' for -1. */
  readonly balance: string;
  /** 'Hasta el {date}', 'Venció el {date}' or 'Sin vencimiento'. */
  readonly expiration: string;
  readonly expired: boolean;
}

const typeNames = (credit: AvailableClass, classTypes: readonly Pick<ClassType, 'class_type_id' | 'name'>[]): string => {
  const ids = [...new Set(creditClassTypes(credit))];
  if (ids.length === 0) return messages.credits.allClassTypes;
  // A type the catalogue no longer lists still shows, by its id, rather than vanish from what the credit pays for.
  return ids.map((id) => classTypes.find((t) => String(t.class_type_id) === id)?.name ?? `#${id}`).join(', ');
};

const expirationText = (credit: AvailableClass, expired: boolean, zone: string): string => {
  if (credit.expiration_date === null) return messages.credits.noExpiration;
  const date = formatDate(credit.expiration_date, zone);
  return fill(expired ? messages.credits.expiredOn : messages.credits.until, { date });
};

/**
 * One credit of 'Mis Créditos' (spec 2, spec 3 credits): the class types it
 * pays for, its allowed times (only with allow_restricted_times; otherwise
 * any time), its balance (-1 'Ilimitadas') and its expiration.
 */
export const creditRow = (
  credit: AvailableClass,
  classTypes: readonly Pick<ClassType, 'class_type_id' | 'name'>[],
  now: number,
  { features, rules }: Pick<StudioConfig, 'features' | 'rules'>,
): CreditRow => {
  const zone = rules.timezone;
  const expired = isExpired(credit.expiration_date, now, zone);
  return {
    id: credit.available_class_id,
    classTypes: typeNames(credit, classTypes),
    times: features.restrictedTimes ? allowedTimesLabel(credit.allowed_times) : messages.credits.anyTime,
    balance: credit.available_classes === UNLIMITED_CLASSES ? messages.credits.unlimited : String(Math.max(0, credit.available_classes)),
    expiration: expirationText(credit, expired, zone),
    expired,
  };
};

/** Live credits first, those expiring soonest leading; expired ones last, most recent first. */
export const creditOrder =
  (now: number, zone: string) =>
  (a: AvailableClass, b: AvailableClass): number => {
    const expiredA = isExpired(a.expiration_date, now, zone);
    const expiredB = isExpired(b.expiration_date, now, zone);
    if (expiredA !== expiredB) return expiredA ? 1 : -1;
    const order = expirationMs(a.expiration_date, zone) - expirationMs(b.expiration_date, zone);
    return (expiredA ? -order : order) || a.available_class_id - b.available_class_id;
  };
