import { useParams } from 'react-router';
import { messages, type ClassType } from '@estudio/core';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { CalendarBoard } from '../../schedule/calendar/CalendarBoard.js';
import { parseCoachId } from '../coach/CoachPage.js';
import { useClassType } from '../data/resources.js';
import { ContentPage } from '../pages/ContentPage.js';
import * as pageStyles from '../pages/ContentPage.css.js';
import * as styles from './ClassTypePage.css.js';

const c = messages.content;
const UPCOMING_ID = 'proximas-clases';

/** The class type's image and description, then its upcoming classes in the studio's calendar, reservable there. */
const ClassTypeDetails = ({ type }: { type: ClassType }) => (
  <ContentPage title={type.name} narrow={false}>
    <div className={styles.layout}>
      {/* The heading above names the class: the picture adds nothing a screen reader should repeat. */}
      {type.image?.src ? <img className={styles.image} src={type.image.src} alt="" /> : null}
      {type.description ? <p className={styles.description}>{type.description}</p> : null}
    </div>
    <section className={styles.section} aria-labelledby={UPCOMING_ID}>
      <h2 id={UPCOMING_ID} className={styles.sectionTitle}>
        {c.classTypeUpcoming}
      </h2>
      <CalendarBoard source={{ kind: 'classType', classTypeId: type.class_type_id }} headingLevel={3} />
    </section>
  </ContentPage>
);

/** A class type that does not exist (or a malformed id): said plainly, with ways on. */
const NotFound = () => (
  <ContentPage title={c.classTypeNotFoundTitle}>
    <p className={pageStyles.muted}>{c.classTypeNotFound}</p>
    <div className={styles.actions}>
      <ButtonLink to="/calendario">{c.seeAllClasses}</ButtonLink>
      <ButtonLink to="/" variant="secondary">
        {messages.publicPages.backHome}
      </ButtonLink>
    </div>
  </ContentPage>
);

const ClassTypeById = ({ id }: { id: number }) => {
  const type = useClassType(id, { reportErrors: false });
  if (type.status === 'loading') {
    return (
      <ContentPage narrow={false}>
        <SkeletonGroup>
          <div className={styles.layout}>
            <Skeleton height={300} />
            <Skeleton height={120} />
          </div>
        </SkeletonGroup>
      </ContentPage>
    );
  }
  if (type.status === 'ready') return <ClassTypeDetails type={type.data} />;
  if (type.error.status === 404) return <NotFound />;
  return (
    <ContentPage>
      <p className={pageStyles.muted}>{messages.content.loadError}</p>
    </ContentPage>
  );
};

/**
 * /class_type/{class_type_id} (spec 2, linked from the landing's class
 * types): the class type's image and description and its upcoming classes,
 * week by week from today; an unknown id reads 'Clase no encontrada'.
 */
export const ClassTypePage = () => {
  const id = parseCoachId(useParams().classTypeId);
  if (id === null) return <NotFound />;
  return <ClassTypeById key={id} id={id} />;
};
