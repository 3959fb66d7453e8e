import { fill, messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { LazyReservationCalendarAction } from '../../calendar/LazyReservationCalendarAction.js';
import * as page from '../shared/page.css.js';
import { Stars } from '../shared/Stars.js';
import type { ReservationRow } from './reservationRow.rules.js';

/** What a row's buttons do; the screen opens the matching modal. */
export interface RowHandlers {
  readonly onQr: (row: ReservationRow) => void;
  readonly onCancel: (row: ReservationRow) => void;
  readonly onRate: (row: ReservationRow) => void;
  readonly onEditGuest: (row: ReservationRow) => void;
}

const named = (template: string, row: ReservationRow) => fill(template, { type: row.typeName, date: row.dateTime });

/**
 * Spec 2, row actions: the QR button (qrcode_enabled), 'Cancelar' when the
 * cancel rules allow it, 'Calificar' when the rating rules do, and the
 * stars in its place once rated. Each button names its class for screen
 * readers ('Cancelar Yoga, lun 06 ene, 09:00').
 */
export const RowActions = ({ row, handlers, className }: { row: ReservationRow; handlers: RowHandlers; className?: string }) => {
  const r = messages.reservations;
  return (
    <div className={className ? `${page.actions} ${className}` : page.actions}>
      {row.showQr ? (
        <Button size="sm" variant="secondary" aria-label={named(r.qrLabel, row)} onClick={() => handlers.onQr(row)}>
          {r.qrAction}
        </Button>
      ) : null}
      {row.canCancel ? (
        <Button size="sm" variant="danger" aria-label={named(r.cancelLabel, row)} onClick={() => handlers.onCancel(row)}>
          {r.cancelAction}
        </Button>
      ) : null}
      <LazyReservationCalendarAction row={row} />
      {row.rating ? <Stars classStars={row.rating.classStars} coachStars={row.rating.coachStars} /> : null}
      {!row.rating && row.canRate ? (
        <Button size="sm" aria-label={named(r.rateLabel, row)} onClick={() => handlers.onRate(row)}>
          {r.rateAction}
        </Button>
      ) : null}
    </div>
  );
};

/** The guest's name with its 'Editar' button while it can still change. */
export const GuestName = ({ row, onEdit }: { row: ReservationRow; onEdit: (row: ReservationRow) => void }) => (
  <>
    <span>{row.guest}</span>
    {row.guestEditable ? (
      <Button size="sm" variant="ghost" aria-label={named(messages.reservations.editGuestLabel, row)} onClick={() => onEdit(row)}>
        {messages.reservations.editGuest}
      </Button>
    ) : null}
  </>
);
