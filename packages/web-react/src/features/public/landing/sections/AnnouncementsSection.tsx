import { Link } from 'react-router';
import { messages } from '@estudio/core';
import { AnnouncementCard } from '../../announcements/AnnouncementCard.js';
import { htmlToText, latestAnnouncements } from '../../data/content.rules.js';
import { useAnnouncements } from '../../data/resources.js';
import { SECTION_IDS } from '../landing.rules.js';
import { CardSkeletons } from './CardSkeletons.js';
import { Section, sectionGrid } from './Section.js';
import * as styles from './Section.css.js';

/** Avisos (spec 2): the latest three, with a link to all of them. Nothing when there are none. */
export const AnnouncementsSection = () => {
  const announcements = useAnnouncements();
  if (announcements.status === 'error' || (announcements.status === 'ready' && announcements.data.length === 0)) return null;
  return (
    <Section
      id={SECTION_IDS.announcements}
      title={messages.publicPages.announcementsTitle}
      tone="surface"
      aside={
        <Link to="/avisos" className={styles.more}>
          {messages.publicPages.allAnnouncements}
        </Link>
      }
    >
      {announcements.status === 'loading' ? (
        <CardSkeletons imageHeight={24} />
      ) : (
        <ul className={sectionGrid}>
          {latestAnnouncements(announcements.data).map((announcement) => (
            <li key={announcement.announcement_id}>
              <AnnouncementCard announcement={announcement} clamp>
                <p className={styles.excerpt}>{htmlToText(announcement.content)}</p>
              </AnnouncementCard>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};
