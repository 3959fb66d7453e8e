import { Link } from 'react-router';
import { messages, type ClassType } from '@estudio/core';
import { publicAvailability } from '../../available.js';
import { useClassTypes } from '../../data/resources.js';
import { classTypesWithImage, SECTION_IDS } from '../landing.rules.js';
import { CardSkeletons } from './CardSkeletons.js';
import { Section, sectionGrid } from './Section.js';
import * as styles from './Cards.css.js';

const ClassTypeCard = ({ type }: { type: ClassType }) => {
  const content = (
    <>
      <img className={styles.image} src={type.image?.src} alt="" loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>{type.name}</h3>
        {type.description ? <p className={styles.meta}>{type.description}</p> : null}
      </div>
    </>
  );
  // Each card leads to its class type's page (spec 2), while a build without that page lists them unlinked.
  return publicAvailability.classTypePage ? (
    <Link to={`/class_type/${type.class_type_id}`} className={styles.linkCard}>
      {content}
    </Link>
  ) : (
    <article className={styles.card}>{content}</article>
  );
};

/** Class types (spec 2): only those with an image. Nothing when there are none. */
export const ClassTypesSection = () => {
  const classTypes = useClassTypes();
  if (classTypes.status === 'error') return null;
  const shown = classTypes.status === 'ready' ? classTypesWithImage(classTypes.data) : null;
  if (shown?.length === 0) return null;
  return (
    <Section id={SECTION_IDS.classTypes} title={messages.publicPages.classTypesTitle} tone="surface">
      {shown === null ? (
        <CardSkeletons />
      ) : (
        <ul className={sectionGrid}>
          {shown.map((type) => (
            <li key={type.class_type_id}>
              <ClassTypeCard type={type} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};
