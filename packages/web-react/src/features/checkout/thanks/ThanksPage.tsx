import { useParams } from 'react-router';
import { messages, orderTitle, type SessionStatus } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Card } from '../../../ui/Card/index.js';
import { Container } from '../../../ui/Container/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { Spinner } from '../../../ui/Spinner/index.js';
import { signInPathFor } from '../../auth/nextPath.js';
import { useResource } from '../../shared/useResource.js';
import { routeId } from '../routeId.js';
import { OrderDetails } from './OrderDetails.js';
import { orderView } from './thanks.rules.js';
import * as styles from './thanks.css.js';

/** The signed-in customer's order, read with GET /purchases/{id}. */
const Order = ({ purchaseId }: { purchaseId: number }) => {
  const { api, config, clock } = useServices();
  const state = useResource(`purchase:${purchaseId}`, () => api.purchases.one(purchaseId), { reportErrors: false });
  if (state.status === 'loading') return <Spinner showLabel />;
  if (state.status === 'error') {
    return <EmptyState message={state.error.status === 404 ? messages.checkoutPage.orderNotFound : messages.content.loadError} />;
  }
  return <OrderDetails order={orderView(state.data, config, clock.now())} />;
};

/** Reading an order needs the account that bought it: sign in and come back here. */
const SignInFirst = ({ purchaseId }: { purchaseId: number }) => (
  <Card as="section" className={styles.card} aria-labelledby="orden-titulo">
    <h1 id="orden-titulo" className={styles.title}>
      {orderTitle(purchaseId)}
    </h1>
    <p className={styles.text}>{messages.checkoutPage.thanksSignIn}</p>
    <ButtonLink to={signInPathFor(`/gracias/${purchaseId}`)} size="lg" block>
      {messages.checkoutPage.signIn}
    </ButtonLink>
  </Card>
);

/** Session states still on their way somewhere: the page waits. */
const SETTLING: readonly SessionStatus[] = ['restoring', 'signingIn', 'loadingProfile', 'checkingCustomer', 'signingUp', 'signingOut'];

/** /gracias/{purchase_id} (spec 2): the order confirmation a finished checkout leads to. */
export const ThanksPage = () => {
  const id = routeId(useParams().purchaseId);
  const session = useSession();
  const body =
    id === null ? (
      <EmptyState message={messages.checkoutPage.orderNotFound} />
    ) : session.signedIn ? (
      <Order purchaseId={id} />
    ) : SETTLING.includes(session.status) ? (
      <Spinner showLabel />
    ) : (
      <SignInFirst purchaseId={id} />
    );
  return <Container className={styles.page}>{body}</Container>;
};
