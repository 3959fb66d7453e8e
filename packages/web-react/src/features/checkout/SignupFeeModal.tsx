import { messages, type SignupFeeNotice } from '@estudio/core';
import { ButtonLink } from '../../ui/Button/index.js';
import { Modal } from '../../ui/Modal/index.js';
import * as styles from './checkout.css.js';

/**
 * Spec 4 'Signup fee': 'Completar Inscripción' asks to pay the sign-up
 * before any other package, with a link to its checkout. It cannot be
 * dismissed into a purchase the studio would refuse; the other way out is
 * the packages list.
 */
export const SignupFeeModal = ({ notice, packagesPath }: { notice: SignupFeeNotice; packagesPath: string }) => (
  <Modal open title={notice.title} hideClose>
    <div className={styles.form}>
      <p className={styles.text}>{notice.text}</p>
      <div className={styles.actions}>
        <ButtonLink to={notice.path} block>
          {messages.checkout.signupFeeLink}
        </ButtonLink>
        <ButtonLink to={packagesPath} block variant="ghost">
          {messages.checkoutPage.seePackages}
        </ButtonLink>
      </div>
    </div>
  </Modal>
);
