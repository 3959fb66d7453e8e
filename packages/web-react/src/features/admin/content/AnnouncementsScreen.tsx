import { formatDate, messages, type Announcement } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { htmlToText } from '../../public/data/content.rules.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from '../catalogue/CatalogueListScreen.js';
import { AnnouncementPanel } from './AnnouncementPanel.js';
import * as styles from '../catalogue/CatalogueScreen.css.js';

const text = messages.deskContent;

const texts = {
  title: text.announcements,
  name: text.announcementTitle,
  intro: text.announcementsIntro,
  countOne: text.announcementsCountOne,
  count: text.announcementsCount,
  create: text.newAnnouncement,
  search: text.searchAnnouncements,
  searchPlaceholder: text.searchAnnouncementsPlaceholder,
  empty: text.noAnnouncements,
  noMatches: text.noAnnouncementMatches,
  deleteConfirm: text.deleteAnnouncementConfirm,
  deleted: messages.admin.announcementDeleted,
};

/** The first words of an announcement's text, on one line. */
const EXCERPT = 90;
const excerptOf = (html: string): string => {
  const plain = htmlToText(html);
  return plain.length > EXCERPT ? `${plain.slice(0, EXCERPT).trimEnd()}…` : plain;
};

/**
 * /admin/avisos (issue 15, 'Contenido', admin only): the studio's
 * announcements on the catalogue list (`CatalogueListScreen`), newest
 * first, each with its date in the studio's zone and the start of its
 * text; 'Nuevo' and 'Editar' write the text with the rich-text editor
 * (`AnnouncementPanel`); the notices are spec 8's ('Announcement saved.',
 * 'Announcement deleted.').
 */
export const AnnouncementsScreen = () => {
  const catalogue = useDeskCatalogue();
  const { rules } = useStudioConfig();
  const columns: CatalogueListConfig<Announcement>['columns'] = [
    {
      id: 'date',
      header: text.announcementDate,
      cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatDate(row.original.createdAt, rules.timezone)}</time>,
    },
    {
      id: 'excerpt',
      header: text.announcementExcerpt,
      cell: ({ row }) => excerptOf(row.original.content) || <span className={styles.muted}>{text.emptyContent}</span>,
    },
  ];
  return (
    <CatalogueListScreen<Announcement>
      kind="announcement"
      texts={texts}
      idOf={(announcement) => announcement.announcement_id}
      nameOf={(announcement) => announcement.title}
      list={(query) => catalogue.announcements.list(query)}
      remove={(id) => catalogue.announcements.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <AnnouncementPanel {...props} announcement={row} />}
    />
  );
};
