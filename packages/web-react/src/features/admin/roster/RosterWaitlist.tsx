import { fill, formatDateTime, fullName, messages, studioTimeZone, type Roster } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { hasRoom } from './roster.rules.js';
import type { RosterControls } from './useRoster.js';
import * as styles from './RosterScreen.css.js';

const text = messages.desk;

/** A roster's waitlist, in order, each with 'Pasar a la clase' while the class has room. */
export const RosterWaitlist = ({ roster, controls }: { roster: Roster; controls: RosterControls }) => {
  const { config } = useServices();
  const zone = studioTimeZone(config);
  const room = hasRoom(roster);
  return (
    <section aria-labelledby="desk-roster-waitlist" className={styles.waitlist}>
      <h2 id="desk-roster-waitlist" className={styles.sectionTitle}>
        {text.waitlistTitle}
      </h2>
      {roster.waitlist.length === 0 ? <p className={styles.empty}>{text.waitlistEmpty}</p> : null}
      {roster.waitlist.length > 0 && !room ? <p className={styles.note}>{text.promoteNeedsRoom}</p> : null}
      <ol className={styles.list}>
        {roster.waitlist.map((entry) => {
          const name = fullName(entry.customer);
          return (
            <li key={entry.waitlist_id} className={styles.row}>
              <div className={styles.who}>
                <span className={styles.name}>{name}</span>
                <span className={styles.details}>{formatDateTime(entry.createdAt, zone)}</span>
              </div>
              <div className={styles.marks}>
                <Button
                  variant="secondary"
                  disabled={!room || controls.busy}
                  busy={controls.isBusy(`waitlist:${entry.waitlist_id}`)}
                  aria-label={fill(text.promoteOf, { name })}
                  onClick={() => controls.promote(entry.waitlist_id, name)}
                >
                  {text.promote}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
};
