import { formatDateTime, type Waitlist } from '@estudio/core';
import { classSummary, type ClassSummary } from '../shared/classInfo.rules.js';

/** A waitlist entry as 'Mis Listas de Espera' shows it. */
export interface WaitlistRow extends ClassSummary {
  readonly id: number;
  readonly singleClassId: number;
  /** When the customer joined: 'ddd DD MMM, HH:mm' in the studio's zone. */
  readonly joinedAt: string;
}

/** Spec 2, Waitlist screen: class, coach, date and time, and the date joined. */
export const waitlistRow = (entry: Waitlist, zone: string): WaitlistRow => ({
  ...classSummary(entry.single_class, zone),
  id: entry.waitlist_id,
  singleClassId: entry.single_class_id,
  joinedAt: formatDateTime(entry.createdAt, zone),
});
