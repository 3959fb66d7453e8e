import { useState } from 'react';
import { messages, type AdminClassReservation } from '@estudio/core';
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
}

/**
 * Loads one reservation for staff (`staff.one`) and sends the attendance
 * and payment updates (`staff.update`). The page shows its own text for a
 * load failure; an update's success text or the server's refusal goes to
 * the alert display, and the answer replaces what is shown.
 */
export const useCheckIn = (id: number): CheckIn => {
  const { api } = useServices();
  const alerts = useAlerts();
  const loaded = useResource(`staff-reservation:${id}`, () => api.staff.one(id), { reportErrors: false });
  const [updated, setUpdated] = useState<AdminClassReservation | null>(null);
  const [pending, setPending] = useState<CheckInAction | null>(null);

  const run = (action: CheckInAction) => {
    setPending(action);
    void api.staff.update(id, CHECK_IN_UPDATES[action]).then((result) => {
      setPending(null);
      if (!result.ok) return alerts.error(result.error.message);
      setUpdated(result.value);
      alerts.success(SAVED[action]);
    });
  };

  const current = updated?.class_reservation_id === id ? updated : null;
  return { reservation: current && loaded.status === 'ready' ? { status: 'ready', data: current } : loaded, pending, run };
};
