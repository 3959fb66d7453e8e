import { lazy, Suspense } from 'react';
import { messages, type CheckoutView } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { Spinner } from '../../ui/Spinner/index.js';
import * as styles from './checkout.css.js';

// The app's own account forms, as the reserve flow's login modal embeds them.
const SignInForm = lazy(async () => ({ default: (await import('../auth/SignInForm.js')).SignInForm }));
const SignUpForm = lazy(async () => ({ default: (await import('../auth/SignUpForm.js')).SignUpForm }));

/**
 * Spec 4: the sign-in and sign-up toggle, only while not signed in (spec 6:
 * buying needs an account). Signing in or up here keeps the buyer on the
 * checkout, which then offers the ways to pay.
 */
export const CheckoutAuth = ({ view }: { view: CheckoutView }) => (
  <Card as="section" className={styles.card} aria-labelledby="checkout-cuenta">
    <h2 id="checkout-cuenta" className={styles.sectionTitle}>
      {view.authMode === 'signin' ? messages.checkout.signInTab : messages.checkout.signUpTab}
    </h2>
    <p className={styles.text}>{messages.checkout.signInToBuy}</p>
    <div className={styles.tabs} role="group" aria-label={messages.checkoutPage.authChoice}>
      <Button variant={view.authMode === 'signin' ? 'primary' : 'secondary'} aria-pressed={view.authMode === 'signin'} onClick={() => view.setAuthMode('signin')}>
        {messages.checkout.signInTab}
      </Button>
      <Button variant={view.authMode === 'signup' ? 'primary' : 'secondary'} aria-pressed={view.authMode === 'signup'} onClick={() => view.setAuthMode('signup')}>
        {messages.checkout.signUpTab}
      </Button>
    </div>
    <Suspense fallback={<Spinner />}>{view.authMode === 'signin' ? <SignInForm /> : <SignUpForm />}</Suspense>
  </Card>
);
