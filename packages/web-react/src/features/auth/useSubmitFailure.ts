import { useEffect, useState } from 'react';
import type { AppError } from '@estudio/core';
import { useSession } from '../../app/session.js';
import { useAlerts } from '../../ui/Alerts/index.js';

/** What {@link useSubmitFailure} gives a form. */
export interface SubmitFailure {
  /** The session's failure since this screen's first submit, or null. */
  readonly error: AppError | null;
  /** Call when the form sends to the session, so its failures show here. */
  readonly submitted: () => void;
}

/**
 * The session failure caused by this screen's own submits (spec 8: shown
 * through the alert display). A failure left over from another screen, say
 * a sign-up error when the visitor moves to /entrar, is not shown.
 */
export const useSubmitFailure = (): SubmitFailure => {
  const session = useSession({ start: 'onIntent' });
  const alerts = useAlerts();
  const [sent, setSent] = useState(false);
  const error = sent ? session.error : null;
  useEffect(() => {
    if (error) alerts.error(error.message);
  }, [error, alerts]);
  return { error, submitted: () => setSent(true) };
};
