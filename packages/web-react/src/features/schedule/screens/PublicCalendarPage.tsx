import { messages } from '@estudio/core';
import { Container } from '../../../ui/Container/index.js';
import { CalendarBoard } from '../calendar/CalendarBoard.js';
import * as styles from './screens.css.js';

/** /calendario (spec 2): the studio's schedule, titled 'Horarios'; a visitor who reserves is asked to sign in or sign up. */
export const PublicCalendarPage = () => (
  <Container className={`${styles.page} ${styles.padded}`}>
    <h1 className={styles.title}>{messages.schedule.publicTitle}</h1>
    <CalendarBoard />
  </Container>
);
