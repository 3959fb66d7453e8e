import { useState } from 'react';
import { messages, savedCardsEnabled, type StudioConfig } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { ButtonLink } from '../../ui/Button/index.js';
import { Container } from '../../ui/Container/index.js';
import { EmptyState } from '../../ui/EmptyState/index.js';
import { MEMBER_SCREENS, memberPackagesHref } from '../member/memberLinks.js';
import { useResource } from '../shared/useResource.js';
import { ListSkeleton } from '../reservations/shared/ListSkeleton.js';
import * as page from '../reservations/shared/page.css.js';
import { CancelSubscriptionModal } from './CancelSubscriptionModal.js';
import { PurchaseEntries } from './PurchaseEntries.js';
import { purchaseRow, type PurchaseRow } from './purchaseRow.rules.js';
import * as styles from './purchases.css.js';

/** Where else her money is: 'Mis Cargos' with subscriptions on, her saved cards with payment_sources_enabled. */
const RelatedLinks = ({ config }: { config: StudioConfig }) => {
  const charges = config.features.subscriptions;
  const cards = savedCardsEnabled(config);
  if (!charges && !cards) return null;
  return (
    <div className={page.headerActions}>
      {charges ? (
        <ButtonLink to={MEMBER_SCREENS.charges} variant="secondary">
          {messages.myCharges.seeCharges}
        </ButtonLink>
      ) : null}
      {cards ? (
        <ButtonLink to={MEMBER_SCREENS.paymentMethods} variant="secondary">
          {messages.myPaymentMethods.manage}
        </ButtonLink>
      ) : null}
    </div>
  );
};

/**
 * /mystudio/membresias, 'Mis Compras' (spec 2): the customer's purchases,
 * newest first (table from 960 px, cards below), each with its status
 * badge, the next charge of an active subscription, and 'Cancelar
 * Suscripción' where spec 4 allows it. 'No has hecho ninguna compra.' with
 * a way to the packages when there are none. It links 'Mis Cargos' and
 * the saved cards when the studio has them.
 */
export const MyPurchasesPage = () => {
  const { api, config, clock } = useServices();
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState<PurchaseRow | null>(null);
  // The screen shows its own error text, so the alert stays quiet.
  const purchases = useResource(`purchases:${version}`, () => api.purchases.mine(), { reportErrors: false });
  const zone = config.rules.timezone;
  const rows = purchases.status === 'ready' ? purchases.data.map((p) => purchaseRow(p, zone, clock.now())) : [];
  const cancelled = () => {
    setCancelling(null);
    setVersion((v) => v + 1);
  };
  return (
    <Container className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>{messages.memberArea.myPurchases}</h1>
        <RelatedLinks config={config} />
      </header>
      {purchases.status === 'loading' ? <ListSkeleton label={messages.myPurchases.loading} rows={3} /> : null}
      {purchases.status === 'error' ? (
        <p role="alert" className={styles.loadError}>
          {messages.content.loadError}
        </p>
      ) : null}
      {purchases.status === 'ready' && rows.length === 0 ? (
        <EmptyState
          message={messages.content.noPurchases}
          action={<ButtonLink to={memberPackagesHref(config)}>{messages.myPurchases.goToPackages}</ButtonLink>}
        />
      ) : null}
      {rows.length > 0 ? <PurchaseEntries rows={rows} onCancel={setCancelling} /> : null}
      {cancelling ? <CancelSubscriptionModal row={cancelling} onClose={() => setCancelling(null)} onCancelled={cancelled} /> : null}
    </Container>
  );
};
