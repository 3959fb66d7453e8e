import { Fragment, type ReactNode } from 'react';
import { Card } from '../Card/index.js';
import { visuallyHidden } from '../Spinner/index.js';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../useMediaQuery/index.js';
import * as styles from './Entries.css.js';

/** One column of the desktop table. */
export interface EntryColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** The row's name: set in bold. */
  readonly strong?: boolean;
  /** Dates and buttons: kept on one line. */
  readonly nowrap?: boolean;
}

/** One 'term: value' line of a phone card; null leaves the line out. */
export interface EntryFact {
  readonly term: string;
  readonly value: ReactNode;
}

/** What a phone card shows of a row. */
export interface EntryCardContent {
  /** The card's heading, which also names the card for screen readers. */
  readonly title: ReactNode;
  /** Beside the title, e.g. a status badge. */
  readonly badge?: ReactNode;
  /** Above the title, e.g. the class's day and time. */
  readonly before?: ReactNode;
  readonly facts?: readonly (EntryFact | null)[];
  /** The row's buttons; nothing when absent. */
  readonly actions?: ReactNode;
}

/** Props of the table, the cards and {@link ResponsiveEntries}. */
export interface EntriesProps<Row> {
  /** The table's caption and the card list's name ('Tus compras'). */
  readonly label: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** Makes each card's heading id unique on the page ('purchase' gives 'purchase-7-title'). */
  readonly idPrefix: string;
  readonly columns: readonly EntryColumn<Row>[];
  readonly card: (row: Row) => EntryCardContent;
}

const cellClass = (column: EntryColumn<unknown>): string => [styles.td, column.nowrap ? styles.nowrap : undefined].filter(Boolean).join(' ');

/** The desktop layout: a table with a caption for screen readers and one header per column. */
export const EntryTable = <Row,>({ label, rows, rowKey, columns }: EntriesProps<Row>) => (
  <div className={styles.tableWrap}>
    <table className={styles.table}>
      <caption className={visuallyHidden}>{label}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={styles.th}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header} className={cellClass(column as EntryColumn<unknown>)}>
                {column.strong ? <span className={styles.strong}>{column.cell(row)}</span> : column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const Facts = ({ facts }: { facts: readonly (EntryFact | null)[] }) => {
  const shown = facts.filter((fact): fact is EntryFact => fact !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map((fact) => (
        <Fragment key={fact.term}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.definition}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
};

/** The phone layout: a named list of cards, each an article titled by its heading. */
export const EntryCards = <Row,>({ label, rows, rowKey, idPrefix, card }: EntriesProps<Row>) => (
  <ul className={styles.cards} aria-label={label}>
    {rows.map((row) => {
      const key = rowKey(row);
      const titleId = `${idPrefix}-${key}-title`;
      const content = card(row);
      const heading = (
        <h2 id={titleId} className={styles.cardTitle}>
          {content.title}
        </h2>
      );
      return (
        <li key={key}>
          <Card as="article" className={styles.card} aria-labelledby={titleId}>
            {content.before}
            {content.badge ? (
              <div className={styles.cardTop}>
                {heading}
                {content.badge}
              </div>
            ) : (
              heading
            )}
            <Facts facts={content.facts ?? []} />
            {content.actions ? <div className={styles.actions}>{content.actions}</div> : null}
          </Card>
        </li>
      );
    })}
  </ul>
);

/**
 * The member lists' two layouts (Mis Compras, Mis Cargos, the waitlists):
 * a table from 960 px (`WIDE_SCREEN_QUERY`), a card per row below. Rows
 * and their texts are the screen's; this only lays them out accessibly.
 */
export const ResponsiveEntries = <Row,>(props: EntriesProps<Row>) =>
  useMediaQuery(WIDE_SCREEN_QUERY) ? <EntryTable {...props} /> : <EntryCards {...props} />;
