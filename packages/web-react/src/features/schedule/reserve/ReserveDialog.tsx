import { calendarDayName, formatDayMonth, formatTime, messages, VALIDATION_CODES, type AppError } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { Checkbox } from '../../../ui/Checkbox/index.js';
import { Modal } from '../../../ui/Modal/index.js';
import { TextField } from '../../../ui/TextField/index.js';
import { coachName } from '../../public/data/content.rules.js';
import { SpotPicker } from '../spots/SpotPicker.js';
import type { ReserveDetails } from './reserveActors.js';
import * as styles from './modals.css.js';

/** Props of {@link ReserveDialog}. */
export interface ReserveDialogProps {
  readonly details: ReserveDetails;
  /** allow_class_guests. */
  readonly guestsAllowed: boolean;
  /** Books a guest's place beside the customer's own: the name is asked for, without the checkbox. */
  readonly guestOnly?: boolean;
  /** The room is offered: the class has a spot map with free places. */
  readonly pickSpot: boolean;
  readonly showLocation: boolean;
  readonly withGuest: boolean;
  readonly guest: string;
  readonly spot: string | null;
  readonly error: AppError | null;
  readonly busy: boolean;
  readonly onToggleGuest: (on: boolean) => void;
  readonly onGuest: (name: string) => void;
  readonly onSpot: (spot: string) => void;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

const b = messages.booking;

/** Where each failure of the dialog is shown: beside its field, or above the form (the server's refusals). */
const placeOf = (error: AppError | null) => ({
  guest: error?.code === VALIDATION_CODES.guestName ? error.message : null,
  spot: error?.code === VALIDATION_CODES.spot ? error.message : null,
  other: error && !error.code.startsWith('validation/') ? error.message : null,
});

/** 'lunes 06 ene · 07:00' in the studio's zone. */
const whenOf = (date: string, zone: string): string =>
  `${calendarDayName(date, zone).toLowerCase()} ${formatDayMonth(date, zone)} · ${formatTime(date, zone)}`;

/**
 * The reserve dialog (spec 2 and 4): the class, its time, its coaches and
 * place, an optional guest when allow_class_guests (a name of 2 characters
 * or more, spec 5), and the room when the class has a spot map. The server's
 * refusals (409, 412) show its own message here, and the dialog stays open.
 * With `guestOnly` it books one more place, for a guest ('Agregar Invitado').
 */
export const ReserveDialog = (props: ReserveDialogProps) => {
  const { details, error, busy, guestOnly = false } = props;
  const config = useStudioConfig();
  const { cls, layout } = details;
  const zone = config.rules.timezone;
  const shown = placeOf(error);
  const coaches = cls.class_instructors.map((c) => coachName(c.instructor)).join(', ');
  return (
    <Modal
      open
      title={guestOnly ? b.guestDialogTitle : b.dialogTitle}
      onClose={props.onClose}
      onCancel={props.onClose}
      onOk={props.onConfirm}
      okLabel={guestOnly ? b.guestConfirm : b.confirm}
      okBusy={busy}
    >
      <div className={styles.stack}>
        {shown.other ? (
          <p role="alert" className={styles.failure}>
            {shown.other}
          </p>
        ) : null}
        <dl className={styles.details}>
          <dt className={styles.term}>{b.detailClass}</dt>
          <dd className={styles.definition}>{cls.class_type.name}</dd>
          <dt className={styles.term}>{b.detailTime}</dt>
          <dd className={styles.definition}>{whenOf(cls.class_date, zone)}</dd>
          {coaches ? (
            <>
              <dt className={styles.term}>{b.detailCoach}</dt>
              <dd className={styles.definition}>{coaches}</dd>
            </>
          ) : null}
          {props.showLocation ? (
            <>
              <dt className={styles.term}>{b.detailLocation}</dt>
              <dd className={styles.definition}>{cls.location.name}</dd>
            </>
          ) : null}
        </dl>
        {guestOnly ? (
          <TextField name="guest" label={b.guestName} required autoComplete="off" value={props.guest} onChange={props.onGuest} error={shown.guest} />
        ) : props.guestsAllowed ? (
          <>
            <Checkbox label={b.addGuest} checked={props.withGuest} onChange={props.onToggleGuest} />
            {props.withGuest ? (
              <TextField name="guest" label={b.guestName} required autoComplete="off" value={props.guest} onChange={props.onGuest} error={shown.guest} />
            ) : null}
          </>
        ) : null}
        {props.pickSpot && layout ? <SpotPicker layout={layout} value={props.spot} onChange={props.onSpot} error={shown.spot} /> : null}
      </div>
    </Modal>
  );
};
