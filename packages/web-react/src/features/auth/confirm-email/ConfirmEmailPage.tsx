import { Link, useSearchParams } from 'react-router';
import { messages } from '@estudio/core';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Spinner } from '../../../ui/Spinner/index.js';
import { AuthPanel } from '../AuthPanel.js';
import * as styles from '../auth.css.js';
import type { EmailConfirmation } from './emailConfirmation.rules.js';
import { useEmailConfirmation } from './useEmailConfirmation.js';

const text = messages.authScreens;

/** The way on from a link that did not work: a new link from her profile, or the home page. */
const WayBack = () => (
  <>
    <ButtonLink to="/mystudio/informacion" block size="lg">
      {text.confirmEmailAgain}
    </ButtonLink>
    <p className={styles.links}>
      <Link className={styles.link} to="/">
        {messages.publicPages.backHome}
      </Link>
    </p>
  </>
);

/** The outcome of the confirmation, with a way on. */
const Outcome = ({ outcome }: { outcome: EmailConfirmation }) => {
  if (outcome.kind === 'confirming') return <Spinner label={text.confirmEmailWorking} showLabel />;
  if (outcome.kind === 'done') {
    return (
      <>
        <p role="status" className={styles.success}>
          {messages.auth.emailChanged}
        </p>
        <ButtonLink to="/entrar" block size="lg">
          {messages.chrome.goToSignIn}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p role="alert" className={styles.failure}>
        {outcome.kind === 'invalidLink' ? messages.auth.emailChangeLinkInvalid : outcome.message}
      </p>
      <WayBack />
    </>
  );
};

/**
 * /confirmar-correo?token=…: where the link e-mailed to a new address lands
 * (issue 5). It confirms the change once and says so, or says the link no
 * longer works.
 */
export const ConfirmEmailPage = () => {
  const [params] = useSearchParams();
  const outcome = useEmailConfirmation(params.get('token'));
  return (
    <div className={styles.page}>
      <AuthPanel title={text.confirmEmailTitle}>
        <div className={styles.form}>
          <Outcome outcome={outcome} />
        </div>
      </AuthPanel>
    </div>
  );
};
