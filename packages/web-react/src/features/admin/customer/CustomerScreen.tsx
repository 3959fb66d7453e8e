import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { fill, formatDate, fullName, messages, roleLabel, studioTimeZone, type Customer, type CustomerSummary } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { Button } from '../../../ui/Button/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { idParam } from '../shared/params.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { BookPanel } from './BookPanel.js';
import { CreditsSection } from './CreditsSection.js';
import { HistorySection } from './HistorySection.js';
import { ChargesSection, PenaltiesSection, WaitlistsSection } from './MoreSections.js';
import { ProfileSection } from './ProfileSection.js';
import { PurchasesSection } from './PurchasesSection.js';
import { ReservationsSection } from './ReservationsSection.js';
import { GiveAccessPanel, RemoveClassesPanel, SellPanel } from './SalePanels.js';
import { useCustomerPage } from './useCustomerPage.js';
import * as shared from '../shared/shared.css.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;

type Panel = 'sell' | 'give' | 'remove' | 'book' | null;

const SECTIONS: readonly [string, string][] = [
  ['perfil', text.sectionProfile], ['compras', text.sectionPurchases], ['creditos', text.sectionCredits], ['reservaciones', text.sectionReservations],
  ['listas', text.sectionWaitlists], ['penalizaciones', text.sectionPenalties], ['cargos', text.sectionCharges], ['historial', text.sectionHistory],
];

/** Her role (when on the team), e-mail and phone to write or call, and since when she is a customer. */
const Facts = ({ customer }: { customer: Customer }) => {
  const { config } = useServices();
  const since = customer.created_at ? fill(text.customerSince, { date: formatDate(customer.created_at, studioTimeZone(config)) }) : null;
  return (
    <span className={styles.facts}>
      {customer.role === 'customer' ? null : <span className={shared.badge}>{roleLabel(customer.role)}</span>}
      <a href={`mailto:${customer.email}`}>{customer.email}</a>
      {customer.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : null}
      {since ? <span>{since}</span> : null}
    </span>
  );
};

const Page = ({ customer, summary, data }: { customer: Customer; summary: CustomerSummary; data: ReturnType<typeof useCustomerPage> }) => {
  const session = useSession();
  const customers = useDeskCustomers();
  const [panel, setPanel] = useState<Panel>(null);
  const [version, setVersion] = useState(0);
  const reservations = useRetryable(`desk-customer-reservations:${customer.customer_id}:${version}`, () =>
    customers.reservations({ customer_id: customer.customer_id, include_cancelled: 'true' }),
  );
  const changed = () => {
    data.reloadAll();
    setVersion((count) => count + 1);
  };
  const panelProps = { customer, onClose: () => setPanel(null), onDone: changed };
  const button = (which: Exclude<Panel, null>, label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <Button size="sm" variant={variant} onClick={() => setPanel(which)}>
      {label}
    </Button>
  );
  return (
    <div className={styles.page}>
      <ScreenHeader
        id="desk-customer-title"
        back={<Link to="/admin/clientes">← {text.backToCustomers}</Link>}
        title={fullName(customer)}
        subtitle={<Facts customer={customer} />}
        actions={
          <>
            {button('book', text.bookClass, 'primary')}
            {button('sell', text.sellPackage)}
            {session.isAdmin ? button('give', text.giveAccess) : null}
            {session.isAdmin ? button('remove', text.removeClasses) : null}
          </>
        }
      />
      <nav aria-label={text.sections}>
        <ul className={styles.sectionNav}>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.sectionLink}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.grid}>
        <ProfileSection customer={customer} onSaved={changed} />
        <CreditsSection credits={summary.credits} actions={session.isAdmin ? button('remove', text.removeClasses) : null} />
        <PurchasesSection purchases={summary.purchases} onChanged={changed} actions={button('sell', text.sellPackage)} />
        <ReservationsSection reservations={reservations} onChanged={changed} actions={button('book', text.bookClass)} />
        <WaitlistsSection waitlists={summary.waitlists} />
        <PenaltiesSection customer={customer} penalties={summary.penalties} onChanged={changed} />
        <ChargesSection invoices={summary.invoices} />
        <HistorySection customerId={customer.customer_id} version={version} />
      </div>
      <SellPanel {...panelProps} open={panel === 'sell'} />
      <BookPanel {...panelProps} open={panel === 'book'} waitingIn={new Set(summary.waitlists.map((entry) => entry.single_class_id))} />
      {session.isAdmin ? <GiveAccessPanel {...panelProps} open={panel === 'give'} /> : null}
      {session.isAdmin ? <RemoveClassesPanel {...panelProps} open={panel === 'remove'} /> : null}
    </div>
  );
};

const Loading = () => (
  <SkeletonGroup>
    <Skeleton width="50%" height={36} />
    <Skeleton height={200} />
    <Skeleton height={200} />
  </SkeletonGroup>
);

/**
 * /admin/clientes/{customer_id} (issue 12): the customer, everything on one
 * page: profile, purchases, credits, reservations, waitlists, penalties,
 * charges and the team's history on her record, with the desk's actions.
 * Staff see it without 'Agregar acceso', 'Revocar acceso', 'Restar clases'
 * and the profile edit (the server refuses those to them all the same).
 */
export const CustomerScreen = () => {
  const id = idParam(useParams().customerId);
  return id === null ? <p role="alert">{text.customerNotFound}</p> : <CustomerOf key={id} id={id} />;
};

const CustomerOf = ({ id }: { id: number }) => {
  const data = useCustomerPage(id);
  const { customer, summary } = data;
  const failed = customer.status === 'error' ? customer.error : summary.status === 'error' ? summary.error : null;
  return (
    <section aria-labelledby="desk-customer-title">
      {failed ? (failed.status === 404 ? <p role="alert">{text.customerNotFound}</p> : <LoadFailure onRetry={data.reloadAll} />) : null}
      {!failed && (customer.status === 'loading' || summary.status === 'loading') ? <Loading /> : null}
      {customer.status === 'ready' && summary.status === 'ready' ? <Page customer={customer.data} summary={summary.data} data={data} /> : null}
    </section>
  );
};
