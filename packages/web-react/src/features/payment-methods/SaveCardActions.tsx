import { messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import type { SaveCard } from './useSaveCard.js';
import * as styles from './paymentMethods.css.js';

/** Props of {@link SaveCardActions}. */
export interface SaveCardActionsProps {
  readonly saving: Pick<SaveCard, 'failure' | 'busy'>;
  /** The provider's field is empty or not mounted yet: nothing to save. */
  readonly disabled?: boolean;
}

/**
 * The end of either add-card form: a refusal in an alert right above
 * 'Guardar tarjeta', as at checkout, and 'Guardando tu tarjeta...' while
 * the card is saved.
 */
export const SaveCardActions = ({ saving, disabled = false }: SaveCardActionsProps) => (
  <>
    {saving.failure ? (
      <p role="alert" className={styles.failure}>
        {saving.failure}
      </p>
    ) : null}
    {saving.busy ? (
      <p role="status" className={styles.muted}>
        {messages.myPaymentMethods.saving}
      </p>
    ) : null}
    <Button type="submit" block busy={saving.busy} disabled={disabled}>
      {messages.myPaymentMethods.save}
    </Button>
  </>
);
