import { fill, messages, type InstructorDetail } from '@estudio/core';
import { coachName } from '../../public/data/content.rules.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { CoachPanel } from './CoachPanel.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskCoaches;

/** The group's own keys are the list's texts ('title', 'count', 'deleteConfirm'...). */
const texts = text;

const columns: CatalogueListConfig<InstructorDetail>['columns'] = [
  {
    id: 'photo',
    header: text.photo,
    // The name beside it says who it is: the thumbnail is decoration.
    cell: ({ row }) => (row.original.file?.src ? <img src={row.original.file.src} alt="" className={styles.thumbnail} /> : <span className={styles.muted}>—</span>),
  },
  { id: 'nick', header: text.nickName, cell: ({ row }) => row.original.nick_name || <span className={styles.muted}>{text.noNickName}</span> },
  { id: 'home', header: text.onHomeColumn, cell: ({ row }) => (row.original.on_home ? text.shownOnHome : text.notOnHome) },
  {
    id: 'page',
    header: text.viewPage,
    cell: ({ row }) => (
      <a href={`/instructor/${row.original.instructor_id}`} target="_blank" rel="noreferrer" aria-label={fill(text.viewPageOf, { name: coachName(row.original) })}>
        {text.viewPage}
      </a>
    ),
  },
];

/**
 * /admin/coaches (issue 15, admin only): the studio's coaches on the
 * catalogue list (`CatalogueListScreen`), in the landing page's order, each
 * with its photo, nick name, whether the landing shows it and a link to its
 * public page. 'Nuevo' and 'Editar' open `CoachPanel`, which previews that
 * page as it is typed; a coach who taught classes is refused by the server
 * when deleted (hide it from the landing instead).
 */
export const CoachesScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<InstructorDetail>
      kind="coach"
      texts={texts}
      idOf={(coach) => coach.instructor_id}
      nameOf={(coach) => coachName(coach)}
      list={(query) => catalogue.coaches.list(query)}
      remove={(id) => catalogue.coaches.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <CoachPanel {...props} coach={row} />}
    />
  );
};
