import { fill, formatBirthdate, messages, type Instructor } from '@estudio/core';
import { coachName } from '../../public/data/content.rules.js';
import * as styles from './screens.css.js';

const s = messages.schedule;

/** The profile's facts that are set: instagram, birthdate as day and month, music type. */
const factsOf = (coach: Instructor): [string, string][] =>
  [
    [s.instructorInstagram, coach.instagram?.trim() ?? ''],
    [s.instructorBirthday, formatBirthdate(coach.birthdate)],
    [s.instructorMusic, coach.music_type?.trim() ?? ''],
  ].filter((fact): fact is [string, string] => fact[1] !== '');

/**
 * Spec 2, /instructor/{id}: photo, quote, instagram, birthdate (day and
 * month), music type, short bio. Also the preview of /admin's 'Coaches'
 * form, so the owner sees what customers will.
 */
export const InstructorProfile = ({ coach }: { coach: Instructor }) => {
  const name = coachName(coach);
  const facts = factsOf(coach);
  return (
    <div className={styles.profile}>
      {coach.file?.src ? <img className={styles.photo} src={coach.file.src} alt={fill(s.instructorPhoto, { name })} /> : null}
      <div>
        {coach.quote ? <blockquote className={styles.quote}>“{coach.quote}”</blockquote> : null}
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.definition}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {coach.short_bio ? <p className={styles.bio}>{coach.short_bio}</p> : null}
      </div>
    </div>
  );
};
