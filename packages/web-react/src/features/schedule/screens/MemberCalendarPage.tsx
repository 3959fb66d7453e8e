import { messages, pendingRequiredPage, type Customer } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Container } from '../../../ui/Container/index.js';
import { useRequiredPages } from '../../auth/useRequiredPages.js';
import { isProfilePending } from '../../member/profileWarning.js';
import { CalendarBoard } from '../calendar/CalendarBoard.js';
import { LazyCompleteProfileModal } from '../profile/LazyCompleteProfileModal.js';
import { ProfileNotice } from '../profile/ProfileNotice.js';
import { useProfileForm, type ProfileFormState } from '../profile/profileForm.js';
import * as styles from './screens.css.js';

const s = messages.schedule;

/**
 * Spec 4 'Required pages': on /mystudio, once no required page is pending
 * (that modal comes first, from the member layout), a profile whose profile
 * form has required fields still pending gets the 'Completar Información'
 * modal, which cannot be closed.
 */
const useProfileRequired = (customer: Customer | null, profileForm: ProfileFormState): boolean => {
  const required = useRequiredPages();
  if (!customer || required.status === 'loading' || profileForm.status === 'loading') return false;
  if (pendingRequiredPage(required.pages, customer.accepted_pages) !== null) return false;
  return isProfilePending(customer, profileForm.fields);
};

/**
 * /mystudio (spec 2): 'Calendario', 'Reserva tus clases presenciales', the
 * way to 'Ver Mis Reservaciones' and, with the waitlist on, to 'Lista de
 * Espera'; the profile warning; and the studio's calendar.
 */
export const MemberCalendarPage = () => {
  const config = useStudioConfig();
  const { customer } = useSession();
  const profileForm = useProfileForm();
  const profileRequired = useProfileRequired(customer, profileForm);
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <div>
          <h1 className={styles.title}>{s.title}</h1>
          <p className={styles.subtitle}>{s.subtitle}</p>
        </div>
        <div className={styles.links}>
          <ButtonLink to="/mystudio/reservaciones" variant="secondary" size="sm">
            {s.myReservations}
          </ButtonLink>
          {config.features.waitlist ? (
            <ButtonLink to="/mystudio/waitlists" variant="secondary" size="sm">
              {s.waitlist}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {customer && profileForm.status === 'ready' ? <ProfileNotice customer={customer} fields={profileForm.fields} /> : null}
      <CalendarBoard />
      {customer && profileRequired ? (
        <LazyCompleteProfileModal key={customer.customer_id} customer={customer} intro={messages.profileScreen.completeIntro} />
      ) : null}
    </Container>
  );
};
