import { formatDate, messages } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { SafeHtml } from '../../../ui/SafeHtml/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { newestFirst } from '../data/content.rules.js';
import { useAnnouncements } from '../data/resources.js';
import { ContentPage } from '../pages/ContentPage.js';
import * as styles from '../pages/ContentPage.css.js';
import { AnnouncementCard } from './AnnouncementCard.js';

const Loading = () => (
  <SkeletonGroup>
    <div className={styles.list}>
      <Skeleton height={140} />
      <Skeleton height={140} />
    </div>
  </SkeletonGroup>
);

/** /avisos (spec 2): every announcement with its date, newest first, or 'No hay avisos por mostrar.' */
export const AnnouncementsPage = () => {
  // The page says it failed in place; an alert as well would say it twice.
  const announcements = useAnnouncements({ reportErrors: false });
  const { rules } = useStudioConfig();
  return (
    <ContentPage title={messages.publicPages.announcementsTitle}>
      {announcements.status === 'loading' ? (
        <Loading />
      ) : announcements.status === 'error' ? (
        <p className={styles.muted}>{messages.content.loadError}</p>
      ) : announcements.data.length === 0 ? (
        <EmptyState message={messages.content.noAnnouncements} />
      ) : (
        <ul className={styles.list}>
          {newestFirst(announcements.data).map((announcement) => (
            <li key={announcement.announcement_id}>
              <AnnouncementCard announcement={announcement} date={formatDate(announcement.createdAt, rules.timezone)} headingLevel="h2">
                <SafeHtml html={announcement.content} />
              </AnnouncementCard>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
};
