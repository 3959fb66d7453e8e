import { useState } from 'react';
import { messages } from '@estudio/core';
import { fieldStyles } from '../Field/index.js';
import { TextField, type TextFieldProps } from '../TextField/index.js';
import { useHydrated } from '../useHydrated.js';
import * as styles from './PasswordField.css.js';

/** Props of {@link PasswordField}: a text field whose type it manages. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M4 4l16 16" />}
  </svg>
);

/** A password input with a show/hide toggle (spec 2, /login). */
export const PasswordField = ({ autoComplete = 'current-password', ...props }: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const toggleLabel = visible ? messages.ui.hidePassword : messages.ui.showPassword;
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={fieldStyles.trailing}
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          disabled={!hydrated}
        >
          <EyeIcon open={!visible} />
        </button>
      }
    />
  );
};
