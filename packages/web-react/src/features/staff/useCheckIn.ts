import { useState } from 'react';
import { ATTENDANCE_ERRORS, messages, type AdminClassReservation } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { useAlerts } from '../../ui/Alerts/index.js';
import { useResource, type ResourceState } from '../shared/useResource.js';
import { CHECK_IN_UPDATES, type CheckInAction } from './checkIn.rules.js';

const SAVED: Record<CheckInAction, string> = {
  attend: messages.staff.attendedSaved,
  noShow: messages.staff.noShowSaved,
  undo: messages.staff.attendanceCleared,
  paid: messages.staff.paidSaved,
};

/** The check-in page's data and actions. */
export interface CheckIn {
  readonly reservation: ResourceState<AdminClassReservation>;
  /** The action being sent, whose button is busy. */
  readonly pending: CheckInAction | null;
  readonly run: (action: CheckInAction) => void;
  /** The server refused to correct a no-show whose time ran out, and the reservation was read again (the page moves focus to why). */
  readonly refused: boolean;
}

/**
 * Loads one reservation for staff (`staff.one`) and sends the attendance
 * and payment updates (`staff.update`). The page shows its own text for a
 * load failure; an update's success text or the server's refusal goes to
 * the alert display, and the answer replaces what is shown. A no-show past
 * its time to be corrected (issue 16: the server's 409) reads the
 * reservation again, so the page says why instead of offering the buttons.
 */
export const useCheckIn = (id: number): CheckIn => {
  const { api } = useServices();
  const alerts = useAlerts();
  const [attempt, setAttempt] = useState(0);
  const loaded = useResource(`staff-reservation:${id}#${attempt}`, () => api.staff.one(id), { reportErrors: false });
  const [updated, setUpdated] = useState<AdminClassReservation | null>(null);
  const [pending, setPending] = useState<CheckInAction | null>(null);
  const [refused, setRefused] = useState(false);

  const run = (action: CheckInAction) => {
    setPending(action);
    setRefused(false);
    void api.staff.update(id, CHECK_IN_UPDATES[action]).then((result) => {
      setPending(null);
      if (!result.ok) {
        if (result.error.code === ATTENDANCE_ERRORS.undoWindowClosed.code) {
          setUpdated(null);
          setRefused(true);
          setAttempt((count) => count + 1);
        }
        return alerts.error(result.error.message);
      }
      setUpdated(result.value);
      alerts.success(SAVED[action]);
    });
  };

  const current = updated?.class_reservation_id === id ? updated : null;
  return { reservation: current && loaded.status === 'ready' ? { status: 'ready', data: current } : loaded, pending, run, refused };
};
