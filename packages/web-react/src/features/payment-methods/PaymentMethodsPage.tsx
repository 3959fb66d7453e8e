import { useState } from 'react';
import { Navigate } from 'react-router';
import { messages, savedCardsEnabled, savedCardView, type SavedCardView } from '@estudio/core';
import { useServices } from '../../app/services.js';
import { Container } from '../../ui/Container/index.js';
import { EmptyState } from '../../ui/EmptyState/index.js';
import { useResource } from '../shared/useResource.js';
import { ListSkeleton } from '../reservations/shared/ListSkeleton.js';
import * as page from '../reservations/shared/page.css.js';
import { AddCardArea } from './AddCardArea.js';
import { RemoveCardModal } from './RemoveCardModal.js';
import { SavedCardList } from './SavedCardList.js';
import * as styles from './paymentMethods.css.js';

/** The saved cards and the form (or why there is none), once saved cards are known to be on. */
const SavedCards = () => {
  const { api, config } = useServices();
  const [version, setVersion] = useState(0);
  const [removing, setRemoving] = useState<SavedCardView | null>(null);
  // The screen shows its own error text, so the alert stays quiet.
  const cards = useResource(`saved-cards:${version}`, () => api.savedCards.list(), { reportErrors: false });
  // Loaded once: whether the studio takes cards does not change while the screen is open.
  const methods = useResource('payment-methods', () => api.checkout.paymentMethods(), { reportErrors: false });
  const views = cards.status === 'ready' ? cards.data.map((card) => savedCardView(card, config.rules.timezone)) : [];
  const reload = () => setVersion((v) => v + 1);
  const removed = () => {
    setRemoving(null);
    reload();
  };
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        {cards.status === 'loading' ? <ListSkeleton label={messages.myPaymentMethods.loading} rows={2} /> : null}
        {cards.status === 'error' ? (
          <p role="alert" className={styles.failure}>
            {messages.content.loadError}
          </p>
        ) : null}
        {cards.status === 'ready' && views.length === 0 ? <EmptyState message={messages.content.noPaymentMethods} /> : null}
        {views.length > 0 ? <SavedCardList cards={views} onRemove={setRemoving} /> : null}
      </div>
      <div className={styles.column}>
        <AddCardArea methods={methods} onSaved={reload} />
      </div>
      {removing ? <RemoveCardModal card={removing} onClose={() => setRemoving(null)} onDone={removed} /> : null}
    </div>
  );
};

/**
 * /mystudio/metodos, 'Mis Método de Pago' (spec 2; spec 3 'Saved card';
 * spec 8 'Payment methods'): the customer's saved cards, 'No hay metodos
 * de pago registrados' without any, a card form to add one (a note
 * instead when the studio takes no card) and each deletion confirmed in a
 * modal. Only with payment_sources_enabled: otherwise the address leads to
 * the calendar, as the other screens a flag switches off.
 */
export const PaymentMethodsPage = () => {
  const { config } = useServices();
  if (!savedCardsEnabled(config)) return <Navigate to="/mystudio" replace />;
  return (
    <Container className={page.page}>
      <header className={page.header}>
        <div className={page.headerText}>
          <h1 className={page.title}>{messages.myPaymentMethods.title}</h1>
          <p className={page.lead}>{messages.myPaymentMethods.lead}</p>
        </div>
      </header>
      <SavedCards />
    </Container>
  );
};
