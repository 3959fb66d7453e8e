import { messages } from '@estudio/core';
import { ButtonLink } from '../../../ui/Button/index.js';
import { CalendarBoard } from '../calendar/CalendarBoard.js';
import * as styles from '../calendar/Calendar.css.js';

/**
 * The landing's 'Calendario de Clases' (spec 2): this week, compact, with
 * a way to the full schedule. A visitor who reserves from here goes to
 * login (spec 4, origin 'home').
 */
export const LandingSchedule = () => (
  <CalendarBoard
    origin="home"
    compact
    headingLevel={3}
    footer={
      <ButtonLink to="/calendario" variant="secondary" className={styles.more}>
        {messages.schedule.seeFullSchedule}
      </ButtonLink>
    }
  />
);
