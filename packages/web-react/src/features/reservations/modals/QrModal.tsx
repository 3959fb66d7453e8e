import { lazy, Suspense } from 'react';
import { fill, messages, reservationQrUrl } from '@estudio/core';
import { Modal } from '../../../ui/Modal/index.js';
import { Spinner } from '../../../ui/Spinner/index.js';
import type { ReservationRow } from '../list/reservationRow.rules.js';
import * as styles from './modals.css.js';

const QrCode = lazy(async () => ({ default: (await import('./QrCode.js')).QrCode }));

/** Props of {@link QrModal}. */
export interface QrModalProps {
  readonly row: ReservationRow;
  /** The site's origin the QR points at; the browser's by default. */
  readonly origin?: string;
  readonly onClose: () => void;
}

/**
 * Spec 2, modal 'Código de Acceso': a QR of the staff check-in page of this
 * reservation (`{origin}/admin/reservations/{id}`), which staff scan with a
 * phone to mark attendance.
 */
export const QrModal = ({ row, origin = window.location.origin, onClose }: QrModalProps) => {
  const r = messages.reservations;
  const subject = fill(r.qrImage, { type: row.typeName, date: row.dateTime });
  return (
    <Modal open title={r.accessCode} size="sm" onClose={onClose}>
      <div className={styles.stack}>
        <p className={styles.subject}>
          {row.typeName} · {row.dateTime}
        </p>
        <div className={styles.qr}>
          <Suspense fallback={<Spinner />}>
            <QrCode value={reservationQrUrl(origin, row.id)} label={subject} />
          </Suspense>
        </div>
        <p className={styles.hint}>{r.qrHint}</p>
      </div>
    </Modal>
  );
};
