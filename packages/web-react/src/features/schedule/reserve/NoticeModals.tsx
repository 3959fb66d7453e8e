import { messages, penaltyModalCopy, waitlistModalCopy, type AppError, type PenaltyNotice } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Modal } from '../../../ui/Modal/index.js';
import { MEMBER_SCREENS } from '../../member/memberLinks.js';
import { BUILT_MEMBER_SCREENS } from '../../member/memberScreens.js';
import * as styles from './modals.css.js';

/** Props of {@link WaitlistModal}. */
export interface WaitlistModalProps {
  readonly busy: boolean;
  /** The server's refusal of the last join. */
  readonly error: AppError | null;
  readonly onJoin: () => void;
  readonly onClose: () => void;
}

/** Spec 4: a full class with the waitlist on opens the waitlist modal ('Anotarme'). */
export const WaitlistModal = ({ busy, error, onJoin, onClose }: WaitlistModalProps) => {
  const copy = waitlistModalCopy.offer;
  return (
    <Modal open title={copy.title} onClose={onClose} onCancel={onClose} cancelLabel={copy.back} onOk={onJoin} okLabel={copy.confirm} okBusy={busy}>
      <div className={styles.stack}>
        <p className={styles.text}>{copy.body}</p>
        {error ? (
          <p role="alert" className={styles.failure}>
            {error.message}
          </p>
        ) : null}
      </div>
    </Modal>
  );
};

/**
 * Spec 4: no credit allows the class and no unlimited membership: the
 * spec's message. It links the packages screen only once that screen exists.
 */
export const NoCreditsModal = ({ onClose }: { onClose: () => void }) => {
  const config = useStudioConfig();
  const packagesBuilt = BUILT_MEMBER_SCREENS.has(MEMBER_SCREENS.packages);
  return (
    <Modal open title={messages.booking.noCreditsTitle} onClose={onClose} onOk={onClose}>
      <div className={styles.stack}>
        <p className={styles.text}>{messages.reservations.noCredits}</p>
        {packagesBuilt ? (
          <ButtonLink to={`/mystudio${config.files.packagesPath}`} variant="secondary">
            {messages.booking.buyPackages}
          </ButtonLink>
        ) : null}
      </div>
    </Modal>
  );
};

/** Spec 4 and 8: an active penalty: the message, its reason, and the date booking opens again. */
export const PenaltyModal = ({ penalty, onClose }: { penalty: PenaltyNotice; onClose: () => void }) => {
  const config = useStudioConfig();
  const copy = penaltyModalCopy(penalty, config.rules.timezone);
  return (
    <Modal open title={messages.booking.penaltyTitle} onClose={onClose} onOk={onClose}>
      <div className={styles.stack}>
        <p className={styles.strong}>{copy.message}</p>
        {copy.reason ? <p className={styles.text}>{copy.reason}</p> : null}
        {copy.until ? <p className={styles.text}>{copy.until}</p> : null}
      </div>
    </Modal>
  );
};
