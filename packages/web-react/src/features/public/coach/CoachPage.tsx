import { Navigate, useParams } from 'react-router';
import { fill, messages, type Instructor } from '@estudio/core';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useInstructor } from '../data/resources.js';
import { coachName } from '../data/content.rules.js';
import { ContentPage } from '../pages/ContentPage.js';
import * as pageStyles from '../pages/ContentPage.css.js';
import * as styles from './CoachPage.css.js';

/** The coach id of the URL, or null when it is not a positive whole number. */
export const parseCoachId = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const CoachProfile = ({ coach }: { coach: Instructor }) => {
  const name = coachName(coach);
  return (
    <ContentPage title={name} narrow={false}>
      <div className={styles.layout}>
        {coach.file?.src ? (
          <img className={styles.photo} src={coach.file.src} alt={fill(messages.publicPages.coachPhoto, { name })} />
        ) : null}
        <div>
          {coach.quote ? <blockquote className={styles.quote}>“{coach.quote}”</blockquote> : null}
          {coach.short_bio ? <p className={styles.bio}>{coach.short_bio}</p> : null}
        </div>
      </div>
    </ContentPage>
  );
};

const CoachById = ({ id }: { id: number }) => {
  const coach = useInstructor(id, { reportErrors: false });
  if (coach.status === 'loading') {
    return (
      <ContentPage narrow={false}>
        <SkeletonGroup>
          <div className={styles.layout}>
            <Skeleton height={320} />
            <Skeleton height={120} />
          </div>
        </SkeletonGroup>
      </ContentPage>
    );
  }
  if (coach.status === 'ready') return <CoachProfile coach={coach.data} />;
  if (coach.error.status === 404) return <Navigate to="/" replace />;
  return (
    <ContentPage>
      <p className={pageStyles.muted}>{messages.content.loadError}</p>
    </ContentPage>
  );
};

/** /coach/{coach_id} (spec 2): name, photo and short bio; goes to / when the coach is not found. */
export const CoachPage = () => {
  const id = parseCoachId(useParams().coachId);
  if (id === null) return <Navigate to="/" replace />;
  return <CoachById key={id} id={id} />;
};
