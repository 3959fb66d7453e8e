import { messages } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { ButtonLink } from '../../../ui/Button/index.js';
import { CalendarBoard } from '../calendar/CalendarBoard.js';
import * as styles from '../calendar/Calendar.css.js';

/**
 * The landing's 'Calendario de Clases' (spec 2): this week, compact, with
 * a way to the full schedule. A visitor who reserves from here goes to
 * login (spec 4, origin 'home'); with home_checkout_package_id set, every
 * class it would reserve goes to /checkout/{id} instead (spec 2).
 */
export const LandingSchedule = () => {
  const config = useStudioConfig();
  return (
    <CalendarBoard
      origin="home"
      compact
      headingLevel={3}
      checkoutPackageId={config.checkout.homeCheckoutPackageId}
      footer={
        <ButtonLink to="/calendario" variant="secondary" className={styles.more}>
          {messages.schedule.seeFullSchedule}
        </ButtonLink>
      }
    />
  );
};
