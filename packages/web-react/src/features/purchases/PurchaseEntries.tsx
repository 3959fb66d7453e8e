import { fill, messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Card } from '../../ui/Card/index.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';
import * as page from '../reservations/shared/page.css.js';
import type { PurchaseRow } from './purchaseRow.rules.js';
import { PurchaseStatusBadge } from './PurchaseStatusBadge.js';

/** Props of the purchases table and cards. */
export interface PurchaseEntriesProps {
  readonly rows: readonly PurchaseRow[];
  readonly onCancel: (row: PurchaseRow) => void;
}

const t = messages.myPurchases;

const CancelButton = ({ row, onCancel }: { row: PurchaseRow; onCancel: (row: PurchaseRow) => void }) => (
  <Button size="sm" variant="danger" aria-label={fill(t.cancelLabel, { title: row.title })} onClick={() => onCancel(row)}>
    {messages.purchases.cancelSubscription}
  </Button>
);

/** An empty cell: a dash for the eye only, so a screen reader moves on. */
const Dash = () => (
  <span aria-hidden="true" className={page.muted}>
    —
  </span>
);

const COLUMNS = [t.columns.package, t.columns.purchasedAt, t.columns.total, t.columns.status, t.columns.nextBilling, t.columns.actions];

/** Spec 2 'Mis Compras' on a desktop; the cancel button follows the table rule (active only). */
export const PurchasesTable = ({ rows, onCancel }: PurchaseEntriesProps) => (
  <div className={page.tableWrap}>
    <table className={page.table}>
      <caption className={visuallyHidden}>{t.tableCaption}</caption>
      <thead>
        <tr>
          {COLUMNS.map((label) => (
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
              <span className={page.strong}>{row.title}</span>
            </td>
            <td className={`${page.td} ${page.nowrap}`}>{row.purchasedAt}</td>
            <td className={page.td}>{row.total}</td>
            <td className={page.td}>
              <PurchaseStatusBadge badge={row.badge} />
            </td>
            <td className={`${page.td} ${page.nowrap}`}>{row.nextBilling ?? <Dash />}</td>
            <td className={page.td}>{row.cancellable.table ? <CancelButton row={row} onCancel={onCancel} /> : <Dash />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** Spec 2 'Mis Compras' on a phone: a card per purchase; the cancel button follows the mobile rule. */
export const PurchaseCards = ({ rows, onCancel }: PurchaseEntriesProps) => (
  <ul className={page.cards} aria-label={t.tableCaption}>
    {rows.map((row) => (
      <li key={row.id}>
        <Card as="article" className={page.card} aria-labelledby={`purchase-${row.id}-title`}>
          <div className={page.cardTop}>
            <h2 id={`purchase-${row.id}-title`} className={page.cardTitle}>
              {row.title}
            </h2>
            <PurchaseStatusBadge badge={row.badge} />
          </div>
          <dl className={page.facts}>
            <dt className={page.term}>{t.columns.purchasedAt}</dt>
            <dd className={page.definition}>{row.purchasedAt}</dd>
            <dt className={page.term}>{t.columns.total}</dt>
            <dd className={page.definition}>{row.total}</dd>
            {row.nextBilling ? (
              <>
                <dt className={page.term}>{t.columns.nextBilling}</dt>
                <dd className={page.definition}>{row.nextBilling}</dd>
              </>
            ) : null}
          </dl>
          {row.cancellable.mobile ? (
            <div className={page.actions}>
              <CancelButton row={row} onCancel={onCancel} />
            </div>
          ) : null}
        </Card>
      </li>
    ))}
  </ul>
);
