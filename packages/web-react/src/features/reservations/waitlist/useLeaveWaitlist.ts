import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { leaveWaitlist, type WaitlistEntryRef } from './leaveWaitlist.js';

export type { WaitlistEntryRef } from './leaveWaitlist.js';

/** Leaving a waitlist, as a screen reads it. */
export interface LeaveWaitlist {
  /** Asks in the 'Precaución' dialog, then leaves the entry's waitlist. */
  readonly leave: (entry: WaitlistEntryRef) => void;
  /** The entry being asked about or removed, whose button is busy. */
  readonly pendingId: number | null;
}

/**
 * 'Mis listas de espera' leaving an entry (leaveWaitlist.ts, spec 4
 * 'Waitlist'), with the entry being removed as `pendingId` and the attempt
 * stopped when the screen goes away. The calendar's class card loads
 * leaveWaitlist.ts on its first click instead (useCardActions).
 */
export const useLeaveWaitlist = (onLeft: () => void): LeaveWaitlist => {
  const { api } = useServices();
  const alerts = useAlerts();
  const confirm = useConfirm();
  const stop = useRef<(() => void) | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  useEffect(
    () => () => {
      stop.current?.();
    },
    [],
  );

  const leave = (entry: WaitlistEntryRef) => {
    stop.current?.();
    setPendingId(entry.waitlistId);
    stop.current = leaveWaitlist({ api, alerts, confirm, onLeft, onSettled: () => setPendingId(null) }, entry);
  };

  return { leave, pendingId };
};
