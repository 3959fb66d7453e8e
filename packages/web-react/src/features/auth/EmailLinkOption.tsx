import { EmailField } from './EmailField.js';
import { useState } from 'react';
import { messages } from '@estudio/core';
import type { FirebaseIdentity } from '@estudio/adapters';
import { Button } from '../../ui/Button/index.js';
import { useEmailLinkRequest } from './useEmailLinkRequest.js';
import * as authStyles from './auth.css.js';
import * as styles from './providers.css.js';

const text = messages.authScreens;

const EmailLinkForm = ({ identity }: { identity: FirebaseIdentity }) => {
  const request = useEmailLinkRequest(identity);
  return (
    <form className={styles.linkRequest} onSubmit={request.submit} noValidate aria-label={text.emailLinkOption}>
      <p className={authStyles.intro}>{text.emailLinkIntro}</p>
      {request.outcome.kind === 'sent' ? (
        <p role="status" className={authStyles.success}>
          {text.emailLinkSent}
        </p>
      ) : null}
      {request.outcome.kind === 'failed' ? (
        <p role="alert" className={authStyles.failure}>
          {request.outcome.message}
        </p>
      ) : null}
      <EmailField name="link_email" value={request.email} onChange={request.setEmail} error={request.error} />
      <Button type="submit" block busy={request.outcome.kind === 'sending'}>
        {text.emailLinkButton}
      </Button>
    </form>
  );
};

/**
 * 'Recibir un enlace por correo': a button that opens a one-field form
 * asking for the e-mail the sign-in link goes to (Firebase only).
 */
export const EmailLinkOption = ({ identity }: { identity: FirebaseIdentity }) => {
  const [open, setOpen] = useState(false);
  if (open) return <EmailLinkForm identity={identity} />;
  return (
    <Button variant="ghost" block aria-expanded={false} onClick={() => setOpen(true)}>
      {text.emailLinkOption}
    </Button>
  );
};
