import { Link, useSearchParams } from 'react-router';
import { messages } from '@estudio/core';
import { Button, ButtonLink } from '../../ui/Button/index.js';
import { PasswordField } from '../../ui/PasswordField/index.js';
import { AuthPanel } from './AuthPanel.js';
import { useResetPassword } from './useResetPassword.js';
import * as styles from './auth.css.js';

const text = messages.authScreens;

/** The end of a reset: the new password works, or the link does not. Either way, a way on. */
const Finished = ({ done }: { done: boolean }) => (
  <div className={styles.form}>
    <p role={done ? 'status' : 'alert'} className={done ? styles.success : styles.failure}>
      {done ? messages.auth.passwordChanged : messages.auth.resetLinkInvalid}
    </p>
    <ButtonLink to="/entrar" block size="lg">
      {messages.chrome.goToSignIn}
    </ButtonLink>
    {done ? null : (
      <p className={styles.links}>
        <Link className={styles.link} to="/recuperar">
          {text.forgotPassword}
        </Link>
      </p>
    )}
  </div>
);

/** /recuperar/nueva?token=…: the new password, twice, for the account of a reset e-mail. */
export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const form = useResetPassword(params.get('token'));
  const { kind } = form.outcome;
  return (
    <div className={styles.page}>
      <AuthPanel title={text.resetTitle}>
        {kind === 'done' || kind === 'invalidLink' ? (
          <Finished done={kind === 'done'} />
        ) : (
          <form className={styles.form} onSubmit={form.submit} noValidate>
            {form.outcome.kind === 'failed' ? (
              <p role="alert" className={styles.failure}>
                {form.outcome.message}
              </p>
            ) : null}
            <PasswordField label={text.newPasswordLabel} name="password" autoComplete="new-password" required
              value={form.values.password} onChange={form.set('password')} error={form.errors.password} />
            <PasswordField label={text.passwordConfirmLabel} name="password_confirm" autoComplete="new-password" required
              value={form.values.password_confirm} onChange={form.set('password_confirm')} error={form.errors.password_confirm} />
            <Button type="submit" block size="lg" busy={kind === 'saving'}>
              {text.resetButton}
            </Button>
          </form>
        )}
      </AuthPanel>
    </div>
  );
};
