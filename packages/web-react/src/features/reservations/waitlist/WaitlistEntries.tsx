import { fill, messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { Card } from '../../../ui/Card/index.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import { NoValue } from '../shared/NoValue.js';
import * as page from '../shared/page.css.js';
import type { WaitlistRow } from './waitlistRow.rules.js';

/** Props of the waitlist table and cards. */
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

/** Spec 2, Waitlist screen, desktop: class, coach, date and time, date joined, remove. */
export const WaitlistTable = ({ rows, ...actions }: WaitlistEntriesProps) => (
  <div className={page.tableWrap}>
    <table className={page.table}>
      <caption className={visuallyHidden}>{w.tableCaption}</caption>
      <thead>
        <tr>
          {[w.columns.class, w.columns.coach, w.columns.dateTime, w.columns.joinedAt, w.columns.remove].map((label) => (
            <th key={label} scope="col" className={page.th}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={page.td}>
              <span className={page.strong}>{row.typeName}</span>
            </td>
            <td className={page.td}>{row.coaches || <NoValue />}</td>
            <td className={page.td}>{row.dateTime}</td>
            <td className={page.td}>{row.joinedAt}</td>
            <td className={page.td}>
              <RemoveButton row={row} {...actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** Spec 2, Waitlist screen, on a phone: a card per entry. */
export const WaitlistCards = ({ rows, ...actions }: WaitlistEntriesProps) => (
  <ul className={page.cards} aria-label={w.tableCaption}>
    {rows.map((row) => (
      <li key={row.id}>
        <Card as="article" className={page.card} aria-labelledby={`waitlist-${row.id}-title`}>
          <p className={page.cardDate}>
            <span className={page.cardDay}>{row.dayMonth}</span>
            <span className={page.cardTime}>{row.time}</span>
          </p>
          <h2 id={`waitlist-${row.id}-title`} className={page.cardTitle}>
            {row.typeName}
          </h2>
          <dl className={page.facts}>
            {row.coaches ? (
              <>
                <dt className={page.term}>{w.columns.coach}</dt>
                <dd className={page.definition}>{row.coaches}</dd>
              </>
            ) : null}
            <dt className={page.term}>{w.columns.joinedAt}</dt>
            <dd className={page.definition}>{row.joinedAt}</dd>
          </dl>
          <div className={page.actions}>
            <RemoveButton row={row} {...actions} />
          </div>
        </Card>
      </li>
    ))}
  </ul>
);
