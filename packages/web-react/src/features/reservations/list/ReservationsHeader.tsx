import { cancelRuleSentence, cancelWindowOf, maxCancelsSentence, messages, type ReservationCreditsBadge, type StudioConfig } from '@estudio/core';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Skeleton } from '../../../ui/Skeleton/index.js';
import * as page from '../shared/page.css.js';
import { CreditsBadge } from './CreditsBadge.js';
import * as styles from './list.css.js';

/** Props of {@link ReservationsHeader}. */
export interface ReservationsHeaderProps {
  readonly rules: StudioConfig['rules'];
  /** Null while the credits load. */
  readonly badge: ReservationCreditsBadge | null;
  /** Where 'Comprar Clases' leads; null hides it (the packages screen is not built). */
  readonly packagesPath: string | null;
}

/**
 * The top of 'Mis Reservaciones' (spec 2): the title, the cancellation rule
 * ('Tus clases son transferibles y no son cancelables' when cancelling is
 * off), the limit of cancels per credit when set, the credits badge and
 * 'Comprar Clases'.
 */
export const ReservationsHeader = ({ rules, badge, packagesPath }: ReservationsHeaderProps) => {
  const maxCancels = rules.allowCancelReservations ? maxCancelsSentence(rules.maxCancelsPerAvailableClass) : null;
  return (
    <header className={page.header}>
      <div className={page.headerText}>
        <h1 className={page.title}>{messages.reservations.title}</h1>
        <ul className={styles.rules}>
          <li>{cancelRuleSentence(cancelWindowOf(rules))}</li>
          {maxCancels ? <li>{maxCancels}</li> : null}
        </ul>
      </div>
      <div className={page.headerActions}>
        {badge ? <CreditsBadge badge={badge} /> : <Skeleton width={140} height={64} />}
        {packagesPath ? (
          <ButtonLink to={packagesPath} variant="primary">
            {messages.reservations.buyClasses}
          </ButtonLink>
        ) : null}
      </div>
    </header>
  );
};
