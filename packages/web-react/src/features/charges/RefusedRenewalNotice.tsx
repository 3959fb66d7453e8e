import { fill, messages, type ChargeFacts } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { ButtonLink } from '../../ui/Button/index.js';
import { MEMBER_SCREENS } from '../member/memberLinks.js';
import * as styles from './charges.css.js';
import { refusedRenewals } from './refusedRenewals.rules.js';

/**
 * Above 'Mis Cargos' (issue 17): a subscription whose renewal was refused
 * and is still to be tried again. When this server renews it, the way to
 * update her card (her saved cards, when the studio keeps them: a card
 * saved there is the one the next try charges); when Stripe or PayPal
 * renews it, that the provider tries again with what she set up there.
 * Nothing when no renewal is refused.
 */
export const RefusedRenewalNotice = ({ charges }: { charges: readonly ChargeFacts[] }) => {
  const { config } = useServices();
  const refused = refusedRenewals(charges);
  if (refused.length === 0) return null;
  const t = messages.paymentNotices;
  return (
    <div role="status" className={styles.refused}>
      {refused.map(({ title, renewsHere }) => (
        <p key={title} className={styles.refusedText}>
          {fill(renewsHere ? t.chargesRefused : t.chargesRefusedElsewhere, { title })}
        </p>
      ))}
      {config.commerce.paymentSourcesEnabled && refused.some((renewal) => renewal.renewsHere) ? (
        <ButtonLink to={MEMBER_SCREENS.paymentMethods} size="sm">
          {t.chargesUpdateCard}
        </ButtonLink>
      ) : null}
    </div>
  );
};
