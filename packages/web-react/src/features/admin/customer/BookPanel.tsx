import { useState } from 'react';
import {
  bookedText, daysAhead, deskClassIsFull, fill, messages, studioTimeZone, type DeskClass,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import { useResource } from '../../shared/useResource.js';
import { classSummary } from '../../reservations/shared/classInfo.rules.js';
import { useDesk, useDeskCustomers } from '../DeskProvider.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import type { CustomerPanelProps } from './SalePanels.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;
/** How far ahead 'Reservar clase' offers classes: two weeks, what a desk books for. */
const DAYS_AHEAD = 13;

/**
 * The classes of the coming two weeks, as options: day, time, type,
 * location and places taken. A full one says so and cannot be chosen,
 * unless she waits for it (`waitingIn`): an offer of hers keeps a place
 * for her that the count shows taken, and the server books her in it.
 */
const useUpcomingClasses = (waitingIn: ReadonlySet<number>) => {
  const desk = useDesk();
  const { clock, config } = useServices();
  const zone = studioTimeZone(config);
  const range = daysAhead(clock.now(), zone, DAYS_AHEAD);
  const days = useResource(`desk-book:${range.start_date}`, () => desk.days(range), { reportErrors: false });
  const classes: DeskClass[] = days.status === 'ready' ? days.data.flatMap((day) => day.classes).filter((item) => Date.parse(item.class_date) > clock.now()) : [];
  return classes.map((item) => {
    const summary = classSummary(item, zone);
    const full = deskClassIsFull(item);
    const waiting = full && waitingIn.has(item.single_class_id);
    const values = { day: summary.dayMonth, time: summary.time, type: summary.typeName, location: summary.location, booked: bookedText(item) };
    const label = fill(waiting ? text.classOptionFullWaiting : full ? text.classOptionFull : text.classOption, values);
    return { value: String(item.single_class_id), label, disabled: full && !waiting };
  });
};

/**
 * 'Reservar clase' for her (POST /class_reservations with her id): a class
 * of the coming two weeks, a spot and a guest if wanted. The team books
 * with her credit, and may book after the booking window has closed.
 */
export const BookPanel = ({ customer, open, onClose, onDone, waitingIn }: CustomerPanelProps & { readonly waitingIn: ReadonlySet<number> }) => {
  const customers = useDeskCustomers();
  const { busy, run } = useDeskAction();
  const options = useUpcomingClasses(waitingIn);
  const [classId, setClassId] = useState('');
  const [spot, setSpot] = useState('');
  const [guest, setGuest] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (classId === '') return setError(text.chooseClass);
    setError(null);
    const booking = { single_class_id: Number(classId), customer_id: customer.customer_id, spot: spot.trim() || null, guest: guest.trim() || null };
    void run(() => customers.reserve(booking), messages.reservations.registered, () => { setClassId(''); onClose(); onDone(); });
  };
  return (
    <SidePanel
      open={open}
      onClose={onClose}
      title={text.bookTitle}
      description={text.bookHelp}
      footer={<PanelFooter busy={busy} label={text.bookClass} onCancel={onClose} onSubmit={submit} />}
    >
      <div className={styles.panelBody}>
        <SelectField label={text.fieldClass} required value={classId} placeholder={messages.ui.selectPlaceholder} options={options} error={error} onChange={setClassId} />
        <TextField label={text.fieldSpot} name="spot" value={spot} onChange={setSpot} />
        <TextField label={text.fieldGuest} name="guest" value={guest} onChange={setGuest} />
      </div>
    </SidePanel>
  );
};
