import type { Customer } from '@estudio/core';
import { profileWarning } from '../../member/profileWarning.js';
import * as styles from './ProfileNotice.css.js';

/** Spec 2: 'Necesitas cargar la siguiente información: …' and 'No has agregado tu cumpleaños'; nothing when the profile is complete. */
export const ProfileNotice = ({ customer }: { customer: Customer }) => {
  const warning = profileWarning(customer);
  if (!warning.pending && !warning.birthdate) return null;
  return (
    <div className={styles.warning}>
      {warning.pending ? <p className={styles.line}>{warning.pending}</p> : null}
      {warning.birthdate ? <p className={styles.line}>{warning.birthdate}</p> : null}
    </div>
  );
};
