import { Link } from 'react-router';
import { messages, type Instructor } from '@estudio/core';
import { coachName } from '../../data/content.rules.js';
import { useHomeInstructors } from '../../data/resources.js';
import { SECTION_IDS } from '../landing.rules.js';
import { CardSkeletons } from './CardSkeletons.js';
import { Section, sectionGrid } from './Section.js';
import * as styles from './Cards.css.js';

const CoachCard = ({ coach }: { coach: Instructor }) => (
  <Link to={`/coach/${coach.instructor_id}`} className={styles.linkCard}>
    {coach.file?.src ? <img className={styles.portrait} src={coach.file.src} alt="" loading="lazy" /> : <div className={styles.portrait} />}
    <div className={styles.body}>
      <h3 className={styles.name}>{coachName(coach)}</h3>
      {coach.quote ? <p className={styles.meta}>“{coach.quote}”</p> : null}
    </div>
  </Link>
);

/** Coaches (spec 2) from the home list, each linking to /coach/{id}. Nothing when there are none. */
export const CoachesSection = () => {
  const coaches = useHomeInstructors();
  if (coaches.status === 'error' || (coaches.status === 'ready' && coaches.data.length === 0)) return null;
  return (
    <Section id={SECTION_IDS.coaches} title={messages.publicPages.coachesTitle}>
      {coaches.status === 'loading' ? (
        <CardSkeletons count={4} imageHeight={240} />
      ) : (
        <ul className={sectionGrid}>
          {coaches.data.map((coach) => (
            <li key={coach.instructor_id}>
              <CoachCard coach={coach} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};
