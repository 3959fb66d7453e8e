import { messages, type PaymentMethod } from '@estudio/core';
import { Card } from '../../ui/Card/index.js';
import { Skeleton, SkeletonGroup } from '../../ui/Skeleton/index.js';
import { usePaymentProviders } from '../checkout/providers/usePaymentProviders.js';
import type { ResourceState } from '../shared/useResource.js';
import { addCardMode } from './addCard.rules.js';
import { AddCardForm } from './AddCardForm.js';
import * as styles from './paymentMethods.css.js';

/** Props of {@link AddCardArea}. */
export interface AddCardAreaProps {
  /** The studio's ways to pay (GET /payment_methods), as the customer's checkout reads them. */
  readonly methods: ResourceState<readonly PaymentMethod[]>;
  readonly onSaved: () => void;
}

/**
 * The screen's second column (see `addCardMode`): a grey form while the
 * studio's ways to pay load; a note when the studio takes no card, so no
 * one types a card the server would refuse; else 'Agregar tarjeta' with
 * the card provider's field or the sandbox form.
 */
export const AddCardArea = ({ methods, onSaved }: AddCardAreaProps) => {
  const providers = usePaymentProviders();
  const mode = addCardMode(methods, providers.card !== null);
  if (mode === 'loading') {
    return (
      <Card className={styles.panel}>
        <SkeletonGroup label={messages.myPaymentMethods.formLoading}>
          <div className={styles.form}>
            <Skeleton height={24} width="50%" />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </div>
        </SkeletonGroup>
      </Card>
    );
  }
  if (mode === 'unavailable') {
    return (
      <Card className={styles.panel}>
        <p className={styles.muted}>{messages.myPaymentMethods.cardsUnavailable}</p>
      </Card>
    );
  }
  return <AddCardForm provider={mode === 'provider' ? providers.card : null} onSaved={onSaved} />;
};
