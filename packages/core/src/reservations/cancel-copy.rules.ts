import type { CancelUnit } from '../config/config.model.js';
import { formatDate, formatTime } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { fill, messages } from '../messages/index.js';
import type { CancelDecision, CancelWindow, InstantInput } from './reservations.model.js';

const UNIT_WORDS: Record<CancelUnit, keyof typeof messages.reservations.cancelUnits> = {
  days: 'day',
  day: 'day',
  hours: 'hour',
  hour: 'hour',
  minutes: 'minute',
  minute: 'minute',
  seconds: 'second',
  second: 'second',
};

/** '12 horas', '1 hora', '30 minutos', '1 día': singular only for exactly one. */
export function cancelAmountText(value: number, unit: CancelUnit): string {
  const words = messages.reservations.cancelUnits[UNIT_WORDS[unit]];
  return `${value} ${value === 1 ? words.one : words.other}`;
}

/**
 * The rule line of 'Mis Reservaciones' (spec 2): 'Tus clases son
 * transferibles y no son cancelables' when cancelling is off; 'Puedes
 * cancelar tu clase hasta 12 horas antes de que empiece.' with a window;
 * without one (or a window of zero), any time before the class starts.
 */
export function cancelRuleSentence({ value, unit, allowCancel }: Omit<CancelWindow, 'zone'>): string {
  const r = messages.reservations;
  if (!allowCancel) return r.notCancellable;
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0 || !unit) {
    return r.cancelRuleAnyTime;
  }
  return fill(r.cancelRule, { amount: cancelAmountText(value, unit) });
}

/**
 * 'Solo puedes cancelar hasta N vez/veces por cada crédito de clase.' when
 * max_cancels_per_available_class is set to a positive number; null otherwise.
 */
export function maxCancelsSentence(max: number | null | undefined): string | null {
  if (max === null || max === undefined || !Number.isFinite(max) || max <= 0) return null;
  const r = messages.reservations;
  return fill(r.maxCancels, { count: max, times: max === 1 ? r.timesOne : r.timesOther });
}

/** Every text of the 'Cancelar Clase' modal. */
export interface CancelModalCopy {
  readonly title: string;
  readonly body: string;
  /** Shown when cancelling now keeps the credit (allow_cancel_after_treshold). */
  readonly warning: string | null;
  readonly back: string;
  readonly confirm: string;
}

/** What the cancel modal names: the class type, its start, and the decision for now. */
export interface CancelModalInput {
  readonly typeName: string;
  readonly classDate: InstantInput | null | undefined;
  readonly decision: Pick<CancelDecision, 'lateWarning'>;
  readonly zone?: string;
}

/** Spec 2, Modal 'Cancelar Clase': 'Deseas cancelar tu clase de {type} del {date} a las {time}?'. */
export function cancelModalCopy({ typeName, classDate, decision, zone = DEFAULT_TIME_ZONE }: CancelModalInput): CancelModalCopy {
  const r = messages.reservations;
  const at = classDate instanceof Date ? classDate.getTime() : classDate;
  return {
    title: r.cancelTitle,
    body: fill(r.cancelBody, { type: typeName, date: formatDate(at, zone), time: formatTime(at, zone) }),
    warning: decision.lateWarning ? r.cancelLateWarning : null,
    back: r.cancelBack,
    confirm: r.cancelConfirm,
  };
}
