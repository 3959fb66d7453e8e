import { messages } from '@estudio/core';
import { TextField, type TextFieldProps } from '../../ui/TextField/index.js';

/**
 * The e-mail field of every auth screen: labelled 'Correo electrónico', of
 * type email (spec 5, Recovery) with the e-mail keyboard and autofill.
 */
export const EmailField = (props: Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'>) => (
  <TextField label={messages.authScreens.emailLabel} type="email" inputMode="email" autoComplete="email" required {...props} />
);
