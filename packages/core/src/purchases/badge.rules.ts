import { formatDate } from '../format/format.rules.js';
import { DEFAULT_TIME_ZONE } from '../format/zone.rules.js';
import { fill, messages } from '../messages/index.js';
import type { PurchaseBadge, PurchaseBadgeTone, PurchaseStatus, StatusBadgeInput } from './purchases.model.js';

/** The six statuses spec 4 names, with their tone. */
const TONES: Record<PurchaseStatus, PurchaseBadgeTone> = {
  active: 'success',
  completed: 'info',
  pending: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
  revoked: 'danger',
};

const isKnown = (status: string): status is PurchaseStatus => Object.prototype.hasOwnProperty.call(TONES, status);

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== '';

/** When a purchase was cancelled: cancelledAt, or else updatedAt (spec 4), in either spelling. */
const cancelledOn = (input: StatusBadgeInput) =>
  [input.cancelledAt, input.cancelled_at, input.updatedAt, input.updated_at].find(present) ?? null;

function cancelledLabel(input: StatusBadgeInput, zone: string): string {
  const date = formatDate(cancelledOn(input), zone);
  return date === '' ? messages.purchases.statuses.cancelled : fill(messages.purchases.statuses.cancelledOn, { date });
}

/**
 * Spec 4 'Purchase and invoice status badges': active Activa, completed
 * Completada, pending Pendiente, failed Fallido, cancelled 'Cancelada el
 * {date}' (cancelledAt, else updatedAt, as 'DD MMM YYYY' in the studio's
 * zone), revoked Revocada; any other status is shown as is.
 * Without a readable date a cancelled purchase reads 'Cancelada'.
 */
export function purchaseBadge(input: StatusBadgeInput, zone: string = DEFAULT_TIME_ZONE): PurchaseBadge {
  const { status } = input;
  if (!isKnown(status)) return { status, label: status, tone: 'neutral' };
  const labels = messages.purchases.statuses;
  return { status, label: status === 'cancelled' ? cancelledLabel(input, zone) : labels[status], tone: TONES[status] };
}
