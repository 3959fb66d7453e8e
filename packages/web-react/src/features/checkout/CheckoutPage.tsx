import { useParams } from 'react-router';
import { messages } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { useSession } from '../../app/session.js';
import { ButtonLink } from '../../ui/Button/index.js';
import { Container } from '../../ui/Container/index.js';
import { EmptyState } from '../../ui/EmptyState/index.js';
import { Spinner } from '../../ui/Spinner/index.js';
import { CheckoutForm } from './CheckoutForm.js';
import { routeId } from './routeId.js';
import { useCheckoutData } from './useCheckoutData.js';
import * as styles from './checkout.css.js';

/** One package's checkout: loading, the package that does not exist (spec 8), a failed load, or the checkout itself. */
const CheckoutScreen = ({ packageId }: { packageId: number | null }) => {
  const config = useStudioConfig();
  const session = useSession();
  const state = useCheckoutData(packageId);
  const toPackages = (
    <ButtonLink to={config.files.packagesPath} variant="secondary">
      {messages.checkoutPage.seePackages}
    </ButtonLink>
  );
  if (state.status === 'notFound') return <EmptyState message={messages.checkout.packageNotFound} action={toPackages} />;
  if (state.status === 'error') return <EmptyState message={messages.content.loadError} action={toPackages} />;
  // The machine starts knowing whether the buyer is signed in: wait for a kept session to be restored.
  if (state.status === 'loading' || session.status === 'restoring') return <Spinner showLabel />;
  return <CheckoutForm data={state.data} />;
};

/**
 * /checkout/{class_package_id} (spec 2). A new id starts a new checkout
 * (the sign-up fee's link leads from one checkout to another), with a new
 * idempotency key.
 */
export const CheckoutPage = () => {
  const id = routeId(useParams().packageId);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{messages.checkoutPage.title}</h1>
      <CheckoutScreen key={id ?? 'none'} packageId={id} />
    </Container>
  );
};
