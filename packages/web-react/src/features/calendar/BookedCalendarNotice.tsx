import { messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { AddToCalendarButton } from './AddToCalendarButton.js';
import * as styles from './calendar.css.js';

const text = messages.calendar;

/** Props of {@link BookedCalendarNotice}. */
export interface BookedCalendarNoticeProps {
  /** The reservation just booked. */
  readonly reservationId: number;
  readonly onClose: () => void;
}

/**
 * Beside the booking's success message (issue 17): 'Agregar a mi
 * calendario' for the class just booked, until she closes it or books
 * another. A polite status, so a screen reader hears it once.
 */
export const BookedCalendarNotice = ({ reservationId, onClose }: BookedCalendarNoticeProps) => (
  <div role="status" className={styles.booked}>
    <p className={styles.bookedText}>{text.bookedNotice}</p>
    <div className={styles.actions}>
      <AddToCalendarButton reservationId={reservationId} variant="primary" />
      <Button size="sm" variant="ghost" onClick={onClose}>
        {text.close}
      </Button>
    </div>
  </div>
);
