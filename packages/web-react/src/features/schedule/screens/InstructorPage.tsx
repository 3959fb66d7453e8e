import { Navigate, useParams } from 'react-router';
import { fill, messages } from '@estudio/core';
import { Container } from '../../../ui/Container/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { parseCoachId } from '../../public/coach/CoachPage.js';
import { coachName } from '../../public/data/content.rules.js';
import { useInstructor } from '../../public/data/resources.js';
import { CalendarBoard } from '../calendar/CalendarBoard.js';
import { InstructorProfile } from './InstructorProfile.js';
import * as styles from './screens.css.js';

const s = messages.schedule;

const InstructorById = ({ id }: { id: number }) => {
  const coach = useInstructor(id, { reportErrors: false });
  if (coach.status === 'loading') {
    return (
      <SkeletonGroup>
        <div className={styles.profile}>
          <Skeleton height={280} />
          <Skeleton height={140} />
        </div>
      </SkeletonGroup>
    );
  }
  if (coach.status === 'error') {
    return coach.error.status === 404 ? <Navigate to="/" replace /> : <p className={styles.subtitle}>{messages.content.loadError}</p>;
  }
  const name = coachName(coach.data);
  return (
    <>
      <h1 className={styles.title}>{name}</h1>
      <InstructorProfile coach={coach.data} />
      <section className={styles.section} aria-labelledby="entrena-con">
        <h2 id="entrena-con" className={styles.sectionTitle}>
          {fill(s.trainWith, { name: coach.data.nick_name?.trim() || coach.data.name || name })}
        </h2>
        <CalendarBoard source={{ kind: 'instructor', instructorId: id }} headingLevel={3} />
      </section>
    </>
  );
};

/**
 * /instructor/{instructor_id} (spec 2): the coach's profile and, under
 * 'Entrena con {name}', the coach's own schedule, reservable like the
 * studio's. An unknown or malformed id goes to '/', as the coach page does.
 */
export const InstructorPage = () => {
  const id = parseCoachId(useParams().instructorId);
  if (id === null) return <Navigate to="/" replace />;
  return (
    <Container className={`${styles.page} ${styles.padded}`}>
      <InstructorById key={id} id={id} />
    </Container>
  );
};
