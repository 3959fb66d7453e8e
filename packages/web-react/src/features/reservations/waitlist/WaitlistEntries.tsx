import { fill, messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { ResponsiveEntries, type EntryColumn } from '../../../ui/Entries/index.js';
import { NoValue } from '../shared/NoValue.js';
import * as page from '../shared/page.css.js';
import type { WaitlistRow } from './waitlistRow.rules.js';

/** Props of {@link WaitlistEntries}. */
export interface WaitlistEntriesProps {
  readonly rows: readonly WaitlistRow[];
  readonly onRemove: (row: WaitlistRow) => void;
  /** The entry whose removal is under way. */
  readonly pendingId: number | null;
}

const w = messages.waitlist;

const RemoveButton = ({ row, onRemove, pendingId }: Omit<WaitlistEntriesProps, 'rows'> & { row: WaitlistRow }) => (
  <Button
    size="sm"
    variant="danger"
    busy={pendingId === row.id}
    aria-label={fill(w.removeLabel, { type: row.typeName, date: row.dateTime })}
    onClick={() => onRemove(row)}
  >
    {w.columns.remove}
  </Button>
);

/**
 * Spec 2, Waitlist screen: class, coach, date and time, date joined and
 * the remove button; a table on a desktop, a card per entry on a phone
 * (its day and time on top).
 */
export const WaitlistEntries = ({ rows, ...actions }: WaitlistEntriesProps) => {
  const remove = (row: WaitlistRow) => <RemoveButton row={row} {...actions} />;
  const columns: EntryColumn<WaitlistRow>[] = [
    { header: w.columns.class, cell: (row) => row.typeName, strong: true },
    { header: w.columns.coach, cell: (row) => row.coaches || <NoValue /> },
    { header: w.columns.dateTime, cell: (row) => row.dateTime },
    { header: w.columns.joinedAt, cell: (row) => row.joinedAt },
    { header: w.columns.remove, cell: remove },
  ];
  return (
    <ResponsiveEntries
      label={w.tableCaption}
      rows={rows}
      rowKey={(row) => row.id}
      idPrefix="waitlist"
      columns={columns}
      card={(row) => ({
        before: (
          <p className={page.cardDate}>
            <span className={page.cardDay}>{row.dayMonth}</span>
            <span className={page.cardTime}>{row.time}</span>
          </p>
        ),
        title: row.typeName,
        facts: [row.coaches ? { term: w.columns.coach, value: row.coaches } : null, { term: w.columns.joinedAt, value: row.joinedAt }],
        actions: remove(row),
      })}
    />
  );
};
