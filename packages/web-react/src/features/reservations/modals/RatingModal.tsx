import { useId, useState } from 'react';
import { RATING_COMMENT_MAX, messages, ratingModalCopy, ratingSubmittable, validateRating } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { fieldStyles } from '../../../ui/Field/index.js';
import { Modal } from '../../../ui/Modal/index.js';
import type { ReservationRow } from '../list/reservationRow.rules.js';
import { StarRating } from './StarRating.js';
import * as styles from './modals.css.js';

/** Props of {@link RatingModal}. */
export interface RatingModalProps {
  readonly row: ReservationRow;
  readonly onClose: () => void;
  /** After the rating is saved: the list reloads and shows the stars instead of the button. */
  readonly onRated: () => void;
}

/** The optional comment, shown once the coach is rated. */
const CommentBox = ({ value, onChange }: { value: string; onChange: (value: string) => void }) => {
  const id = useId();
  const copy = ratingModalCopy();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {messages.reservations.ratingCommentLabel}
      </label>
      <textarea
        id={id}
        name="comment"
        className={`${fieldStyles.control} ${styles.comment}`}
        placeholder={copy.commentPlaceholder}
        maxLength={RATING_COMMENT_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
};

/**
 * Spec 2 and 5, modal 'Calificar Clase': 1 to 5 stars for the class
 * (optional) and for the coach; the comment box and 'Calificar' appear only
 * once the coach has stars. Saved through `reservations.rate`; a refusal
 * shows the server's message.
 */
export const RatingModal = ({ row, onClose, onRated }: RatingModalProps) => {
  const { api } = useServices();
  const alerts = useAlerts();
  const copy = ratingModalCopy();
  const [classStars, setClassStars] = useState<number | null>(null);
  const [coachStars, setCoachStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submittable = ratingSubmittable({ coach_stars: coachStars });

  const submit = async () => {
    const values = validateRating({ class_stars: classStars, coach_stars: coachStars, comment });
    if (!values.ok) return alerts.error(values.error.message);
    setBusy(true);
    const result = await api.reservations.rate({ class_reservation_id: row.id, ...values.value });
    setBusy(false);
    if (!result.ok) return alerts.error(result.error.message);
    alerts.success(messages.reservations.ratingSaved);
    onRated();
  };

  return (
    <Modal
      open
      title={copy.title}
      onClose={busy ? undefined : onClose}
      onCancel={onClose}
      cancelLabel={copy.cancel}
      {...(submittable ? { onOk: () => void submit(), okLabel: copy.submit, okBusy: busy } : {})}
    >
      <div className={styles.stack}>
        <p className={styles.subject}>
          {[row.typeName, row.coaches, row.dateTime].filter(Boolean).join(' · ')}
        </p>
        <StarRating name="class_stars" label={copy.classLabel} value={classStars} onChange={setClassStars} />
        <StarRating name="coach_stars" label={copy.coachLabel} value={coachStars} onChange={setCoachStars} />
        {submittable ? <CommentBox value={comment} onChange={setComment} /> : null}
      </div>
    </Modal>
  );
};
