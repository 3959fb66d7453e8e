import { lazy, Suspense, useState } from 'react';
import { messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { Modal } from '../../../ui/Modal/index.js';
import { Spinner } from '../../../ui/Spinner/index.js';
import * as styles from './modals.css.js';

// The account forms load only when a visitor chooses one: the calendar's own chunk stays small.
const SignInForm = lazy(async () => ({ default: (await import('../../auth/SignInForm.js')).SignInForm }));
const SignUpForm = lazy(async () => ({ default: (await import('../../auth/SignUpForm.js')).SignUpForm }));

type Mode = 'ask' | 'signIn' | 'signUp';

const TITLES: Record<Mode, string> = {
  ask: messages.booking.authTitle,
  signIn: messages.authScreens.signInTitle,
  signUp: messages.authScreens.signUpTitle,
};

/**
 * Spec 4: a visitor who is not signed in gets a login and sign-up modal.
 * 'Ingresar' and 'Crear cuenta' open the app's own forms in place; once
 * the session is signed in, the reserve flow resumes by itself (1 s later).
 */
export const AuthPromptModal = ({ onClose }: { onClose: () => void }) => {
  const [mode, setMode] = useState<Mode>('ask');
  return (
    <Modal open title={TITLES[mode]} onClose={onClose} size={mode === 'signUp' ? 'lg' : 'md'}>
      {mode === 'ask' ? (
        <div className={styles.stack}>
          <p className={styles.text}>{messages.booking.authPrompt}</p>
          <div className={styles.choices}>
            <Button block onClick={() => setMode('signIn')}>
              {messages.booking.signIn}
            </Button>
            <Button block variant="secondary" onClick={() => setMode('signUp')}>
              {messages.booking.signUp}
            </Button>
          </div>
        </div>
      ) : (
        <Suspense fallback={<Spinner />}>{mode === 'signIn' ? <SignInForm /> : <SignUpForm />}</Suspense>
      )}
    </Modal>
  );
};
