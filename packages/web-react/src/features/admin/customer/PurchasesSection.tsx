import { useState, type ReactNode } from 'react';
import { fill, messages, studioTimeZone, type Purchase } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { Button } from '../../../ui/Button/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { CancelSubscriptionModal } from '../../purchases/CancelSubscriptionModal.js';
import { PurchaseStatusBadge } from '../../purchases/PurchaseStatusBadge.js';
import { purchaseRow, type PurchaseRow } from '../../purchases/purchaseRow.rules.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { Empty, Section } from './Section.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;

/** What the desk may do to a purchase: revoke what it gave, take the cash owed, end a subscription. */
const offers = (purchase: Purchase, row: PurchaseRow, admin: boolean) => ({
  revoke: admin && (purchase.status === 'active' || purchase.status === 'completed'),
  markPaid: purchase.status === 'pending' && purchase.payment_method?.kind === 'cash',
  // Ending a subscription is the admin's (the server refuses it to the desk).
  cancel: admin && row.cancellable.table,
});

/** Props of {@link PurchasesSection}. */
export interface PurchasesSectionProps {
  readonly purchases: readonly Purchase[];
  /** After any change: purchases and credits both move. */
  readonly onChanged: () => void;
  readonly actions: ReactNode;
}

/**
 * 'Compras': every purchase, newest first, with spec 4's badges, and the
 * desk's actions on each: 'Revocar acceso' (admin; '¡Acceso eliminado!'),
 * 'Marcar como pagado' on a pending cash purchase (grants what it bought),
 * and cancelling a subscription with a reason ('¡Suscripción cancelada!').
 */
export const PurchasesSection = ({ purchases, onChanged, actions }: PurchasesSectionProps) => {
  const { clock, config } = useServices();
  const session = useSession();
  const customers = useDeskCustomers();
  const confirm = useConfirm();
  const { isBusy, run } = useDeskAction<number>();
  const [cancelling, setCancelling] = useState<PurchaseRow | null>(null);
  const zone = studioTimeZone(config);
  const revoke = async (purchase: Purchase) => {
    if (await confirm({ message: fill(text.revokeConfirm, { title: purchase.title }), okLabel: text.revokeAccess })) {
      await run(() => customers.revokeAccess(purchase.purchase_id), messages.admin.accessRemoved, onChanged, purchase.purchase_id);
    }
  };
  return (
    <Section id="compras" title={text.sectionPurchases} actions={actions}>
      {purchases.length === 0 ? <Empty>{text.noPurchases}</Empty> : null}
      <ul className={styles.list}>
        {purchases.map((purchase) => {
          const row = purchaseRow(purchase, zone, clock.now());
          const can = offers(purchase, row, session.isAdmin);
          return (
            <li key={purchase.purchase_id} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemTitle}>{row.title}</span>
                <span className={styles.itemDetail}>
                  {[row.purchasedAt, row.total, purchase.payment_method?.name, purchase.is_gift ? text.fieldGift : null].filter(Boolean).join(' · ')}
                </span>
              </div>
              <div className={styles.itemActions}>
                <PurchaseStatusBadge badge={row.badge} />
                {can.markPaid ? (
                  <Button size="sm" busy={isBusy(purchase.purchase_id)} aria-label={fill(text.markPurchasePaidOf, { title: row.title })}
                    onClick={() => void run(() => customers.markPaid(purchase.purchase_id), messages.staff.paidSaved, onChanged, purchase.purchase_id)}>
                    {text.markPaid}
                  </Button>
                ) : null}
                {can.revoke ? (
                  <Button size="sm" variant="ghost" busy={isBusy(purchase.purchase_id)} aria-label={fill(text.revokeAccessOf, { title: row.title })} onClick={() => void revoke(purchase)}>
                    {text.revokeAccess}
                  </Button>
                ) : null}
                {can.cancel ? (
                  <Button size="sm" variant="ghost" onClick={() => setCancelling(row)}>
                    {text.cancelSubscription}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {cancelling ? <CancelSubscriptionModal row={cancelling} onClose={() => setCancelling(null)} onCancelled={() => { setCancelling(null); onChanged(); }} /> : null}
    </Section>
  );
};
