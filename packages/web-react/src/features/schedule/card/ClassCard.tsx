import { fill, messages } from '@estudio/core';
import { Button, ButtonLink } from '../../../ui/Button/index.js';
import { actionLabel, type ClassCardModel } from './classCard.rules.js';
import * as styles from './ClassCard.css.js';

/** Props of {@link ClassCard}. */
export interface ClassCardProps {
  readonly model: ClassCardModel;
  /** One row per class (the landing's schedule). */
  readonly compact?: boolean;
  /** The reserve flow is working on this class: its button shows a spinner. */
  readonly busy?: boolean;
  /** /checkout/{id} exists: 'Comprar' links it; otherwise it is shown disabled. */
  readonly checkoutAvailable: boolean;
  /** 'Reservar', and 'Anotarme' of a full class: both start the reserve flow (spec 4). */
  readonly onReserve: (classId: number) => void;
  /** '+ Invitado' on a reserved card: the reserve flow in guest mode. */
  readonly onAddGuest: (classId: number) => void;
  /** Cancels the customer's places in this class (after the 'Precaución' question). */
  readonly onCancel: (model: ClassCardModel) => void;
  /** Leaves this class's waitlist (after the 'Precaución' question). */
  readonly onLeaveWaitlist: (model: ClassCardModel) => void;
}

const b = messages.booking;
const s = messages.schedule;

const toneOf = (model: ClassCardModel): keyof typeof styles.tone => {
  if (model.state === 'reserved') return 'reserved';
  if (model.state === 'full' || model.state === 'waitlisted') return 'full';
  return model.state === 'closed' ? 'closed' : 'available';
};

/** The line under the class: the badge and counts of its state. */
const StatusLine = ({ model }: { model: ClassCardModel }) => {
  if (model.state === 'reserved') {
    return (
      <p className={`${styles.meta} ${styles.status}`}>
        <span className={`${styles.badge} ${styles.badgeTone.reserved}`}>{s.legendReserved}</span>
        <span>{model.mineLabel}</span>
        {model.guestLabel ? <span>{model.guestLabel}</span> : null}
        {model.mySpots.map((spot) => (
          <span key={spot}>{fill(b.spotLabel, { label: spot })}</span>
        ))}
      </p>
    );
  }
  if (model.state === 'full' || model.state === 'waitlisted') {
    return (
      <p className={`${styles.meta} ${styles.status}`}>
        <span className={`${styles.badge} ${styles.badgeTone.full}`}>{s.soldOut}</span>
        {model.state === 'waitlisted' ? <span>{b.onWaitlist}</span> : null}
      </p>
    );
  }
  return model.placesLabel ? <p className={styles.places}>{model.placesLabel}</p> : null;
};

/** The one action a card offers in its state, if any. */
const Action = ({ model, busy, checkoutAvailable, onReserve, onAddGuest, onCancel, onLeaveWaitlist }: Omit<ClassCardProps, 'compact'>) => {
  const target = model.actionTarget;
  switch (model.state) {
    case 'available':
      return (
        <Button size="sm" block busy={busy} aria-label={actionLabel(b.reserveLabel, target)} onClick={() => onReserve(model.id)}>
          {s.reserve}
        </Button>
      );
    case 'package':
      return checkoutAvailable ? (
        <ButtonLink size="sm" block to={`/checkout/${model.packageId}`} aria-label={actionLabel(b.buyLabel, target)}>
          {s.buy}
        </ButtonLink>
      ) : (
        <>
          <Button size="sm" block disabled aria-label={actionLabel(b.buyLabel, target)}>
            {s.buy}
          </Button>
          <p className={styles.note}>{b.buySoon}</p>
        </>
      );
    case 'full':
      return model.canJoinWaitlist ? (
        <Button size="sm" block variant="secondary" busy={busy} aria-label={actionLabel(b.joinLabel, target)} onClick={() => onReserve(model.id)}>
          {messages.waitlist.join}
        </Button>
      ) : null;
    case 'waitlisted':
      return (
        <Button size="sm" block variant="ghost" aria-label={actionLabel(b.leaveLabel, target)} onClick={() => onLeaveWaitlist(model)}>
          {b.leaveWaitlist}
        </Button>
      );
    case 'reserved':
      return (
        <>
          {model.canAddGuest ? (
            <Button size="sm" block variant="secondary" busy={busy} aria-label={actionLabel(b.guestActionLabel, target)} onClick={() => onAddGuest(model.id)}>
              {b.guestAction}
            </Button>
          ) : null}
          {model.cancellableIds.length > 0 ? (
            <Button size="sm" block variant="ghost" aria-label={actionLabel(b.cancelLabel, target)} onClick={() => onCancel(model)}>
              {messages.reservations.cancelAction}
            </Button>
          ) : null}
        </>
      );
    default:
      return null;
  }
};

/** The name of a class's card in its page (a class is shown once per page), and of its turn of hydration. */
export const classCardId = (classId: number): string => `clase-${classId}`;

/**
 * A class in the calendar (spec 2 'Calendar screen'): time in the studio's
 * zone, class type, coaches, location (with more than one), and its state:
 * reserved (highlighted, own places, guests, '+ Invitado', cancel), Sold Out (with
 * 'Anotarme' or 'En lista de espera'), Reservar with the places left, or
 * Comprar for a class sold as a package. Takes derived props only.
 */
export const ClassCard = ({ compact = false, ...props }: ClassCardProps) => {
  const { model } = props;
  // Named from the class, not useId: the calendar hydrates each card in its own turn (HydrationTurn).
  const id = classCardId(model.id);
  const titleId = `${id}-clase`;
  const timeId = `${id}-hora`;
  return (
    <article
      aria-labelledby={`${timeId} ${titleId}`}
      className={[styles.card, styles.tone[toneOf(model)], compact ? styles.compact : undefined].filter(Boolean).join(' ')}
    >
      <div id={timeId} className={styles.time}>
        {model.time}
        {model.duration ? <span className={styles.duration}>{model.duration}</span> : null}
      </div>
      <div className={styles.info}>
        <p id={titleId} className={styles.type}>
          {model.typeName}
        </p>
        {model.coaches ? <p className={styles.meta}>{model.coaches}</p> : null}
        {model.location ? <p className={styles.meta}>{model.location}</p> : null}
        <StatusLine model={model} />
      </div>
      <div className={compact ? styles.compactActions : styles.actions}>
        <Action {...props} />
      </div>
    </article>
  );
};
