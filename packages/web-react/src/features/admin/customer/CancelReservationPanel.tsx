import { useState } from 'react';
import { fill, messages } from '@estudio/core';
import { Checkbox } from '../../../ui/Checkbox/index.js';
import type { CheckInView } from '../../staff/checkIn.rules.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';

const text = messages.desk;

/**
 * Cancelling a reservation at the desk: the class named as the member area
 * names it, and whether her credit goes back (yes unless the desk says the
 * cancellation is late). 'Reservación cancelada.' on success.
 */
export const CancelReservationPanel = ({ view, onClose, onCancelled }: { view: CheckInView; onClose: () => void; onCancelled: () => void }) => {
  const customers = useDeskCustomers();
  const { busy, run } = useDeskAction();
  const [returnCredit, setReturnCredit] = useState(true);
  const submit = () => void run(() => customers.cancelReservation(view.id, returnCredit), messages.reservations.cancelled, onCancelled);
  return (
    <SidePanel
      open
      onClose={onClose}
      title={text.cancelTitle}
      description={fill(text.cancelQuestion, { type: view.summary.typeName, date: view.summary.date, time: view.summary.time })}
      footer={
        <PanelFooter cancelLabel={text.keepReservation} variant="danger" busy={busy} label={text.confirmCancel} onCancel={onClose} onSubmit={submit} />
      }
    >
      <Checkbox label={text.returnCredit} hint={text.returnCreditHint} checked={returnCredit} onChange={setReturnCredit} />
    </SidePanel>
  );
};
