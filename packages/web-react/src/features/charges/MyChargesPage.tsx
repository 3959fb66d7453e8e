import { Navigate } from 'react-router';
import { chargeRows, messages } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { ButtonLink } from '../../ui/Button/index.js';
import { Container } from '../../ui/Container/index.js';
import { EmptyState } from '../../ui/EmptyState/index.js';
import { memberPackagesHref } from '../member/memberLinks.js';
import { useResource } from '../shared/useResource.js';
import { ListSkeleton } from '../reservations/shared/ListSkeleton.js';
import * as page from '../reservations/shared/page.css.js';
import { ChargeEntries } from './ChargeEntries.js';
import { RefusedRenewalNotice } from './RefusedRenewalNotice.js';
import * as styles from './charges.css.js';

/** The charges, once subscriptions are known to be on. */
const Charges = () => {
  const { api, config } = useServices();
  // The screen shows its own error text, so the alert stays quiet.
  const invoices = useResource('invoices', () => api.purchases.invoices(), { reportErrors: false });
  const rows = invoices.status === 'ready' ? chargeRows(invoices.data, config.rules.timezone) : [];
  return (
    <>
      {invoices.status === 'loading' ? <ListSkeleton label={messages.myCharges.loading} rows={3} /> : null}
      {invoices.status === 'error' ? (
        <p role="alert" className={styles.loadError}>
          {messages.content.loadError}
        </p>
      ) : null}
      {invoices.status === 'ready' && rows.length === 0 ? (
        <EmptyState
          message={messages.myCharges.empty}
          action={<ButtonLink to={memberPackagesHref(config)}>{messages.myCharges.goToPackages}</ButtonLink>}
        />
      ) : null}
      {invoices.status === 'ready' ? <RefusedRenewalNotice charges={invoices.data} /> : null}
      {rows.length > 0 ? <ChargeEntries rows={rows} /> : null}
    </>
  );
};

/**
 * /mystudio/pagos, 'Mis Cargos' (spec 2): the customer's charges (GET
 * /invoices) newest first, each with core's `chargeRows` reading. Only
 * when subscriptions are enabled: otherwise the address leads to the
 * calendar, as the other screens a flag switches off.
 */
export const MyChargesPage = () => {
  const { config } = useServices();
  if (!config.features.subscriptions) return <Navigate to="/mystudio" replace />;
  return (
    <Container className={page.page}>
      <header className={page.header}>
        <div className={page.headerText}>
          <h1 className={page.title}>{messages.memberArea.myCharges}</h1>
          <p className={page.lead}>{messages.myCharges.lead}</p>
        </div>
      </header>
      <Charges />
    </Container>
  );
};
