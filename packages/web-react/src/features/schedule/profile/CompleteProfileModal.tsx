import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { customerFormValues, messages, type CustomField, type Customer, type DynamicField } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { Button } from '../../../ui/Button/index.js';
import { Modal } from '../../../ui/Modal/index.js';
import { Spinner } from '../../../ui/Spinner/index.js';
import { DynamicForm } from '../../forms/DynamicForm.js';
import { useDynamicForm } from '../../forms/useDynamicForm.js';
import { MEMBER_SCREENS } from '../../member/memberLinks.js';
import { useCustomerFormSave } from '../../profile/useCustomerFormSave.js';
import { completeProfileFields } from './completeProfile.rules.js';
import { loadCustomerFields, useProfileForm } from './profileForm.js';
import * as styles from '../reserve/modals.css.js';

/** Props of {@link CompleteProfileModal}. */
export interface CompleteProfileModalProps {
  readonly customer: Customer;
  /** Without it the modal cannot be closed (spec 4: on /mystudio it is not closable). */
  readonly onClose?: () => void;
  /** After the profile is saved and reloading. */
  readonly onSaved?: () => void;
  /** The line above the fields; by default the reserve flow's 'Antes de reservar, completa tu información.' */
  readonly intro?: string;
}

/** The customer custom fields, read once: a profile form field may be one of them. */
const useCustomerFields = (): readonly CustomField[] | null => {
  const { api } = useServices();
  const [fields, setFields] = useState<readonly CustomField[] | null>(null);
  useEffect(() => {
    let current = true;
    void loadCustomerFields(api).then((found) => (current ? setFields(found) : undefined));
    return () => {
      current = false;
    };
  }, [api]);
  return fields;
};

interface PendingFormProps {
  readonly customer: Customer;
  readonly fields: readonly DynamicField[];
  readonly customFields: readonly CustomField[];
  readonly onSaved?: () => void;
}

/** The asked fields through the dynamic form, saved with core's sequence. */
const PendingForm = ({ customer, fields, customFields, onSaved }: PendingFormProps) => {
  const session = useSession();
  const form = useDynamicForm(fields, customerFormValues(customer));
  const { busy, failure, submit } = useCustomerFormSave(form, { customer, fields, customFields }, () => {
    session.reloadProfile();
    onSaved?.();
  });

  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <DynamicForm form={form} fields={fields} idPrefix="completar" />
      <Button type="submit" block busy={busy}>
        {messages.booking.profileSave}
      </Button>
    </form>
  );
};

/**
 * 'Completar Información' (spec 2 and 4), driven by the profile form: the
 * required fields still pending (core's rule, with the form's labels, types
 * and preconditions) drawn by the dynamic form and saved as the profile
 * screen saves (files first, then PUT /customer). 'Ir a mi perfil' leads to
 * /mystudio/informacion, where it never shows. Saving reloads the session's
 * profile, which closes it where it is not closable.
 */
export const CompleteProfileModal = ({ customer, onClose, onSaved, intro = messages.booking.profileIntro }: CompleteProfileModalProps) => {
  const { pathname } = useLocation();
  const profileForm = useProfileForm();
  const customFields = useCustomerFields();
  const [fields, setFields] = useState<readonly DynamicField[] | null>(null);
  // The asked fields are fixed once the form is known, so a field does not vanish while it is being filled.
  useEffect(() => {
    if (profileForm.status === 'ready' && fields === null) setFields(completeProfileFields(customer, profileForm.fields));
  }, [profileForm, fields, customer]);
  if (pathname === MEMBER_SCREENS.information) return null;
  return (
    <Modal open title={messages.booking.profileTitle} onClose={onClose} hideClose={!onClose}>
      <div className={styles.stack}>
        <p className={styles.text}>{intro}</p>
        {fields === null || customFields === null ? (
          <Spinner label={messages.ui.loading} />
        ) : (
          <PendingForm customer={customer} fields={fields} customFields={customFields} {...(onSaved ? { onSaved } : {})} />
        )}
        <Link to={MEMBER_SCREENS.information} className={styles.text}>
          {messages.profileScreen.goToProfile}
        </Link>
      </div>
    </Modal>
  );
};
