import { useState } from 'react';
import { messages } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { ButtonLink } from '../../ui/Button/index.js';
import { Container } from '../../ui/Container/index.js';
import { EmptyState } from '../../ui/EmptyState/index.js';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../ui/useMediaQuery/index.js';
import { memberPackagesHref } from '../member/memberLinks.js';
import { useResource } from '../public/data/useResource.js';
import { ListSkeleton } from '../reservations/shared/ListSkeleton.js';
import * as page from '../reservations/shared/page.css.js';
import { CancelSubscriptionModal } from './CancelSubscriptionModal.js';
import { PurchaseCards, PurchasesTable } from './PurchaseEntries.js';
import { purchaseRow, type PurchaseRow } from './purchaseRow.rules.js';
import * as styles from './purchases.css.js';

/**
 * /mystudio/membresias, 'Mis Compras' (spec 2): the customer's purchases,
 * newest first (table from 960 px, cards below), each with its status
 * badge, the next charge of an active subscription, and 'Cancelar
 * Suscripción' where spec 4 allows it. 'No has hecho ninguna compra.' with
 * a way to the packages when there are none.
 */
export const MyPurchasesPage = () => {
  const { api, config, clock } = useServices();
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [version, setVersion] = useState(0);
  const [cancelling, setCancelling] = useState<PurchaseRow | null>(null);
  // The screen shows its own error text, so the alert stays quiet.
  const purchases = useResource(`purchases:${version}`, () => api.purchases.mine(), { reportErrors: false });
  const zone = config.rules.timezone;
  const rows = purchases.status === 'ready' ? purchases.data.map((p) => purchaseRow(p, zone, clock.now())) : [];
  const Entries = wide ? PurchasesTable : PurchaseCards;
  const cancelled = () => {
    setCancelling(null);
    setVersion((v) => v + 1);
  };
  return (
    <Container className={page.page}>
      <header className={page.header}>
        <h1 className={page.title}>{messages.memberArea.myPurchases}</h1>
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
      {rows.length > 0 ? <Entries rows={rows} onCancel={setCancelling} /> : null}
      {cancelling ? <CancelSubscriptionModal row={cancelling} onClose={() => setCancelling(null)} onCancelled={cancelled} /> : null}
    </Container>
  );
};
