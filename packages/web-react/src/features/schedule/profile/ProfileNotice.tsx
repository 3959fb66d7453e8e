import type { Customer, DynamicField } from '@estudio/core';
import { warningFor } from '../../member/profileWarning.js';
import * as styles from './ProfileNotice.css.js';

/** Props of {@link ProfileNotice}. */
export interface ProfileNoticeProps {
  readonly customer: Customer;
  /** The profile form's fields: its required fields and labels make the list; null or absent, name, last name and phone. */
  readonly fields?: readonly DynamicField[] | null;
}

/** Spec 2: 'Necesitas cargar la siguiente información: …' and 'No has agregado tu cumpleaños'; nothing when the profile is complete. */
export const ProfileNotice = ({ customer, fields = null }: ProfileNoticeProps) => {
  const warning = warningFor(customer, fields);
  if (!warning.pending && !warning.birthdate) return null;
  return (
    <div className={styles.warning}>
      {warning.pending ? <p className={styles.line}>{warning.pending}</p> : null}
      {warning.birthdate ? <p className={styles.line}>{warning.birthdate}</p> : null}
    </div>
  );
};
