import { useState } from 'react';
import { fill, messages, type AdminClassReservation, type Result, type Roster } from '@estudio/core';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { useRetryable } from '../shared/useRetryable.js';
import { withReservations } from './roster.rules.js';
import type { ResourceState } from '../../public/data/useResource.js';

const text = messages.desk;

/** A roster screen's data and what its buttons do. */
export interface RosterControls {
  readonly state: ResourceState<Roster>;
  readonly reload: () => void;
  /** What is being sent: a reservation's id, 'all', or a waitlist entry's key. */
  readonly busy: string | null;
  readonly setAttendance: (reservationId: number, attend: boolean | null) => void;
  readonly markPaid: (reservationId: number) => void;
  readonly attendAll: () => void;
  readonly promote: (waitlistId: number, name: string) => void;
}

/**
 * Loads a class's roster and sends the desk's changes. A mark replaces its
 * reservation where it stands (no reload, so the list does not jump under
 * a finger); moving someone in from the waitlist reloads, since counts and
 * lists both change. Refusals go to the alert display with the server's words.
 */
export const useRoster = (singleClassId: number): RosterControls => {
  const customers = useDeskCustomers();
  const alerts = useAlerts();
  const loaded = useRetryable(`desk-roster:${singleClassId}`, () => customers.roster(singleClassId));
  const [changed, setChanged] = useState<readonly AdminClassReservation[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const state: ResourceState<Roster> = loaded.state.status === 'ready' ? { status: 'ready', data: withReservations(loaded.state.data, changed) } : loaded.state;

  const send = async <T,>(key: string, call: () => Promise<Result<T>>, done: (value: T) => void) => {
    setBusy(key);
    const result = await call();
    setBusy(null);
    if (!result.ok) return alerts.error(result.error.message);
    done(result.value);
  };
  const keep = (items: readonly AdminClassReservation[]) => setChanged((before) => [...before.filter((old) => !items.some((item) => item.class_reservation_id === old.class_reservation_id)), ...items]);
  const reload = () => {
    setChanged([]);
    loaded.reload();
  };

  return {
    state,
    reload,
    busy,
    setAttendance: (id, attend) =>
      void send(String(id), () => customers.updateReservation(id, { attend }), (item) => {
        keep([item]);
        alerts.success(attend === true ? messages.staff.attendedSaved : attend === false ? messages.staff.noShowSaved : messages.staff.attendanceCleared);
      }),
    markPaid: (id) =>
      void send(String(id), () => customers.updateReservation(id, { is_paid: true }), (item) => {
        keep([item]);
        alerts.success(messages.staff.paidSaved);
      }),
    attendAll: () =>
      void send('all', () => customers.attendAll(singleClassId), (items) => {
        keep(items);
        alerts.success(items.length === 0 ? text.nothingToMark : fill(text.allMarked, { count: items.length }));
      }),
    promote: (waitlistId, name) =>
      void send(`waitlist:${waitlistId}`, () => customers.promote(waitlistId), () => {
        reload();
        alerts.success(fill(text.promoted, { name }));
      }),
  };
};
