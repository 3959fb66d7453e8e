import type { CellContext } from '@tanstack/react-table';
import {
  creditsText, formatDate, fullName, lastVisitText, membershipText, messages, type CustomerListRow,
} from '@estudio/core';
import type { DataTableColumn } from '../kit/DataTable/index.js';
import * as styles from './CustomersScreen.css.js';

const text = messages.desk;

const Contact = ({ row }: CellContext<CustomerListRow, unknown>) => (
  <span className={styles.contact}>
    <span>{row.original.email}</span>
    {row.original.phone ? <span className={styles.muted}>{row.original.phone}</span> : null}
  </span>
);

/**
 * The customer list's columns (issue 12): name (the row's link), contact,
 * credits left, active membership, last visit and sign-up date. Name, last
 * visit and sign-up sort on the server; the dates start newest first.
 */
export const customerColumns = (zone: string): DataTableColumn<CustomerListRow>[] => [
  { id: 'name', header: text.columnName, accessorFn: (row) => fullName(row), enableSorting: true },
  { id: 'contact', header: text.columnContact, cell: Contact },
  { id: 'credits', header: text.columnCredits, accessorFn: (row) => creditsText(row.credits_left) },
  { id: 'membership', header: text.columnMembership, accessorFn: (row) => membershipText(row, zone) },
  { id: 'last_visit', header: text.columnLastVisit, accessorFn: (row) => lastVisitText(row, zone), enableSorting: true, sortDescFirst: true },
  { id: 'created_at', header: text.columnSignedUp, accessorFn: (row) => formatDate(row.created_at, zone), enableSorting: true, sortDescFirst: true },
];
