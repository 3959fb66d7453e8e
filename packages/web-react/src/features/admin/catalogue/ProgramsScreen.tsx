import { messages, type Program } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { ProgramPanel } from './ProgramPanel.js';
import { AvailableBadge } from './AvailableBadge.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskLists;

const texts = {
  title: text.programs,
  name: text.programName,
  intro: text.programsIntro,
  countOne: text.programsCountOne,
  count: text.programsCount,
  create: text.newProgram,
  search: text.searchPrograms,
  searchPlaceholder: text.searchProgramsPlaceholder,
  empty: text.noPrograms,
  noMatches: text.noProgramMatches,
  deleteConfirm: text.deleteProgramConfirm,
  deleted: text.programDeleted,
};

const columns: CatalogueListConfig<Program>['columns'] = [
  {
    id: 'description',
    header: text.description,
    cell: ({ row }) => row.original.description ?? <span className={styles.muted}>{text.noDescription}</span>,
  },
  { id: 'available', header: text.columnAvailable, cell: ({ row }) => <AvailableBadge available={row.original.available} male /> },
];

/**
 * /admin/programas (issue 15, admin only): the programs on the catalogue
 * list (`CatalogueListScreen`), searched by name. A deleted program's
 * classes and videos stay, outside it (the server sets their reference to
 * none), which 'Precaución' says.
 */
export const ProgramsScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<Program>
      kind="program"
      texts={texts}
      idOf={(program) => program.program_id}
      nameOf={(program) => program.name}
      list={(query) => catalogue.programs.list(query)}
      remove={(id) => catalogue.programs.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <ProgramPanel {...props} program={row} />}
    />
  );
};
