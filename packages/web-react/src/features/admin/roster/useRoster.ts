import { useState } from 'react';
import { ATTENDANCE_ERRORS, fill, messages, type AdminClassReservation, type Roster } from '@estudio/core';
import { useDeskCustomers } from '../DeskProvider.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { useRetryable } from '../shared/useRetryable.js';
import { withReservations } from './roster.rules.js';
import type { ResourceState } from '../../shared/useResource.js';

const text = messages.desk;

/** A roster screen's data and what its buttons do. */
export interface RosterControls {
  readonly state: ResourceState<Roster>;
  readonly reload: () => void;
  /** Whether a change is being sent. */
  readonly busy: boolean;
  /** Whether this one is: a reservation's id, 'all', or a waitlist entry's key. */
  readonly isBusy: (key: string) => boolean;
  readonly setAttendance: (reservationId: number, attend: boolean | null) => void;
  /** The reservation whose no-show the server just refused to correct (the roster was read again): its row's text takes the focus. */
  readonly refused: number | null;
  readonly markPaid: (reservationId: number) => void;
  readonly attendAll: () => void;
  readonly promote: (waitlistId: number, name: string) => void;
}

/**
 * Loads a class's roster and sends the desk's changes. A mark replaces its
 * reservation where it stands (no reload, so the list does not jump under
 * a finger); moving someone in from the waitlist reloads, since counts and
 * lists both change. Refusals go to the alert display with the server's words;
 * a no-show past its time to be corrected (issue 16) reloads too.
 */
export const useRoster = (singleClassId: number): RosterControls => {
  const customers = useDeskCustomers();
  const { busy, isBusy, run } = useDeskAction();
  const loaded = useRetryable(`desk-roster:${singleClassId}`, () => customers.roster(singleClassId));
  const [changed, setChanged] = useState<readonly AdminClassReservation[]>([]);
  const [refused, setRefused] = useState<number | null>(null);
  const state: ResourceState<Roster> = loaded.state.status === 'ready' ? { status: 'ready', data: withReservations(loaded.state.data, changed) } : loaded.state;

  const keep = (items: readonly AdminClassReservation[]) => setChanged((before) => [...before.filter((old) => !items.some((item) => item.class_reservation_id === old.class_reservation_id)), ...items]);
  const reload = () => {
    setChanged([]);
    loaded.reload();
  };

  return {
    state,
    reload,
    busy,
    isBusy,
    refused,
    setAttendance: (id, attend) => {
      setRefused(null);
      const saved = attend === true ? messages.staff.attendedSaved : attend === false ? messages.staff.noShowSaved : messages.staff.attendanceCleared;
      void run(() => customers.updateReservation(id, { attend }), saved, (item) => keep([item]), String(id)).then((result) => {
        // The time to correct a no-show ran out while the screen was open: read the roster again, so the row says why.
        if (result && !result.ok && result.error.code === ATTENDANCE_ERRORS.undoWindowClosed.code) {
          setRefused(id);
          reload();
        }
      });
    },
    markPaid: (id) => void run(() => customers.updateReservation(id, { is_paid: true }), messages.staff.paidSaved, (item) => keep([item]), String(id)),
    attendAll: () =>
      void run(() => customers.attendAll(singleClassId), (items) => (items.length === 0 ? text.nothingToMark : fill(text.allMarked, { count: items.length })), keep, 'all'),
    promote: (waitlistId, name) => void run(() => customers.promote(waitlistId), fill(text.promoted, { name }), reload, `waitlist:${waitlistId}`),
  };
};
