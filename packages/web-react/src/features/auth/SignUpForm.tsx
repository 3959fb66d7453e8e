import { EmailField } from './EmailField.js';
import { Link } from 'react-router';
import { messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { PasswordField } from '../../ui/PasswordField/index.js';
import { SelectField } from '../../ui/SelectField/index.js';
import { TextField } from '../../ui/TextField/index.js';
import { SIGN_UP_REASONS, wantsOther, type SignUpValues } from './signUp.model.js';
import { TermsCheckbox } from './TermsCheckbox.js';
import { useSignUpForm, type SignUpFormState } from './useSignUpForm.js';
import * as styles from './auth.css.js';

const text = messages.authScreens;
const optional = messages.forms.optional;

type TextKey = Exclude<keyof SignUpValues, 'accepted_terms'>;

/** Binds a text input to one field of the form. */
const bind = (form: SignUpFormState, key: TextKey) => ({
  name: key,
  value: form.values[key],
  onChange: (value: string) => form.set(key, value),
  error: form.errors[key as keyof typeof form.errors],
});

const ContactFields = ({ form }: { form: SignUpFormState }) => (
  <>
    <div className={styles.pair}>
      <TextField label={text.nameLabel} autoComplete="given-name" required {...bind(form, 'name')} />
      <TextField label={text.lastNameLabel} autoComplete="family-name" required {...bind(form, 'last_name')} />
    </div>
    <EmailField disabled={form.completing} {...bind(form, 'email')} />
    <TextField label={text.phoneLabel} type="tel" inputMode="tel" autoComplete="tel-national" required {...bind(form, 'phone')} />
    <div className={styles.pair}>
      <TextField label={text.birthdateLabel} type="date" autoComplete="bday" hint={optional} {...bind(form, 'birthdate')} />
      <TextField label={text.instagramLabel} autoComplete="off" hint={optional} {...bind(form, 'instagram')} />
    </div>
  </>
);

const ReasonFields = ({ form }: { form: SignUpFormState }) => (
  <>
    <SelectField label={text.signupReasonLabel} options={SIGN_UP_REASONS} hint={optional} {...bind(form, 'signup_reason')} />
    {wantsOther(form.values) ? <TextField label={text.otherLabel} required {...bind(form, 'other')} /> : null}
  </>
);

const PasswordFields = ({ form }: { form: SignUpFormState }) => (
  <div className={styles.pair}>
    <PasswordField label={text.passwordLabel} autoComplete="new-password" required {...bind(form, 'password')} />
    <PasswordField label={text.passwordConfirmLabel} autoComplete="new-password" required {...bind(form, 'password_confirm')} />
  </div>
);

/** Above a form that completes a provider account's record: why, and the way out to another account. */
const CompletingNote = ({ form }: { form: SignUpFormState }) => (
  <>
    <p className={styles.intro}>{text.completeSignUpIntro}</p>
    <Button variant="ghost" onClick={form.switchAccount}>
      {text.useAnotherAccount}
    </Button>
  </>
);

/**
 * The sign-up form of /registro (spec 2 and 5): contact fields, how the
 * visitor found the studio ('Otro' asks for more), the password twice and,
 * when a page is required for sign-up, the terms checkbox. For a provider
 * account without a customer record it completes the record: the account's
 * e-mail, no password.
 */
export const SignUpForm = () => {
  const form = useSignUpForm();
  const { pages } = form.requiredPages;
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate>
      {form.failure ? (
        <p role="alert" className={styles.failure}>
          {form.failure.message}
        </p>
      ) : null}
      {form.completing ? <CompletingNote form={form} /> : null}
      <ContactFields form={form} />
      <ReasonFields form={form} />
      {form.completing ? null : <PasswordFields form={form} />}
      {pages.length > 0 ? (
        <TermsCheckbox
          pages={pages}
          checked={form.values.accepted_terms}
          onChange={(checked) => form.set('accepted_terms', checked)}
          error={form.errors.terms}
        />
      ) : null}
      <Button type="submit" block size="lg" busy={form.busy}>
        {text.signUpButton}
      </Button>
      {form.completing ? null : (
        <p className={styles.links}>
          <Link className={styles.link} to="/entrar">
            {text.haveAccount}
          </Link>
        </p>
      )}
    </form>
  );
};
