import type { DateInput } from '../format/format.rules.js';

/** Spec 9: available_classes of -1 means unlimited. */
export const UNLIMITED_CLASSES = -1;

/** A class type id as rows and answers carry it. */
export type ClassTypeId = number | string;

/**
 * An available class, i.e. a credit (spec 3 'Available classes / credits').
 * Only what the rules read; rows and API answers with more fields fit.
 */
export interface Credit {
  readonly available_class_id: number;
  /** The one class type the credit is for, when restricted to one. */
  readonly class_type_id?: ClassTypeId | null;
  /** More class types it is for: a comma list of class type ids. */
  readonly class_types?: string | null;
  /** Wall-clock ranges it may be used in; see `parseAllowedTimes` for the format. */
  readonly allowed_times?: string | null;
  /** Classes left; -1 is unlimited. */
  readonly available_classes: number;
  /** Null never expires. A bare date 'YYYY-MM-DD' is valid through that day in the studio. */
  readonly expiration_date?: DateInput | null;
}

/** The class a credit is checked against. */
export interface CreditTarget {
  readonly classTypeId: ClassTypeId | null | undefined;
  /** The class's start; without offset it is wall-clock time in the studio. */
  readonly classDate: DateInput;
}

/** The moment, the studio, and the two flags that make restrictions apply. */
export interface CreditOptions {
  readonly now: DateInput;
  readonly zone: string;
  /** allow_restricted_class_types: class_type_id and class_types restrict the credit. */
  readonly restrictTypes: boolean;
  /** allow_restricted_times: allowed_times restricts the credit. */
  readonly restrictTimes: boolean;
}

/** Why a credit cannot pay for a class, in the order the rules check. */
export type CreditDenial = 'expired' | 'exhausted' | 'classType' | 'time';

/** The 'Disponibles' count: a number, or 'unlimited' when an unlimited credit is live. */
export type AvailableTotal = number | 'unlimited';

/** What the unlimited-membership rule reads of a customer (spec 3 Customer). */
export interface UnlimitedMembership {
  readonly has_unlimited?: boolean | number | null;
  /** Null with has_unlimited means it never ends. */
  readonly unlimited_membership_expiration?: DateInput | null;
}

/** One parsed allowed_times entry: ISO weekdays (1 Monday to 7 Sunday) and minutes of the day, end exclusive. */
export interface AllowedTimeRange {
  readonly days: readonly number[];
  readonly from: number;
  readonly to: number;
}

/** A parse of allowed_times: the usable ranges, and the entries that could not be read (they allow nothing). */
export interface ParsedAllowedTimes {
  readonly ranges: readonly AllowedTimeRange[];
  readonly invalid: readonly string[];
}
