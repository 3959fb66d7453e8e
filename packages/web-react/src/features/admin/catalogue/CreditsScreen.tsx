import {
  creditClassTypes, fill, formatDate, fullName, messages, studioTimeZone, UNLIMITED_CLASSES, type CreditListRow,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useResource } from '../../shared/useResource.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { CreditPanel } from './CreditPanel.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskLists;
const desk = messages.desk;

const texts = {
  title: text.credits,
  name: text.creditCustomer,
  intro: text.creditsIntro,
  countOne: text.creditsCountOne,
  count: text.creditsCount,
  create: text.newCredit,
  search: text.searchCredits,
  searchPlaceholder: text.searchCreditsPlaceholder,
  empty: text.noCredits,
  noMatches: text.noCreditMatches,
  deleteConfirm: text.deleteCreditConfirm,
  deleted: text.creditDeleted,
};

/** Her name, or her id while the row came without her. */
const customerName = (row: CreditListRow) => (row.customer ? fullName(row.customer) : `#${row.customer_id}`);

/**
 * /admin/creditos (issue 15, admin only): every customer's credits
 * (`/available_classes`) on the catalogue list (`CatalogueListScreen`),
 * searched by customer: how many classes (or unlimited), for which class
 * types, when, and until when. 'Nuevo' grants, 'Editar' corrects;
 * credits that paid for a live reservation are refused when deleted (the
 * server's 409 in the alerts, nothing changed).
 */
export const CreditsScreen = () => {
  const catalogue = useDeskCatalogue();
  const { api, config } = useServices();
  const zone = studioTimeZone(config);
  const types = useResource('desk-class-types', () => api.catalog.classTypes(), { reportErrors: false });
  const classTypes = types.status === 'ready' ? types.data : [];
  const typeName = new Map(classTypes.map((type) => [String(type.class_type_id), type.name]));
  const typesOf = (row: CreditListRow) => {
    const ids = creditClassTypes(row);
    if (ids.length === 0) return <span className={styles.muted}>{desk.allClassTypes}</span>;
    return ids.map((id) => typeName.get(id) ?? (String(row.class_type_id) === id ? row.class_type_name : null) ?? `#${id}`).join(', ');
  };
  const columns: CatalogueListConfig<CreditListRow>['columns'] = [
    {
      id: 'classes',
      header: text.creditAmount,
      cell: ({ row }) => (row.original.available_classes === UNLIMITED_CLASSES ? desk.unlimited : fill(desk.creditCount, { count: row.original.available_classes })),
    },
    { id: 'types', header: text.creditClassType, cell: ({ row }) => typesOf(row.original) },
    { id: 'times', header: text.creditAllowedTimes, cell: ({ row }) => row.original.allowed_times ?? <span className={styles.muted}>{text.anyTime}</span> },
    {
      id: 'expiry',
      header: text.creditExpiry,
      cell: ({ row }) => (row.original.expiration_date ? formatDate(row.original.expiration_date, zone) : <span className={styles.muted}>{desk.noExpiry}</span>),
    },
  ];
  return (
    <CatalogueListScreen<CreditListRow>
      kind="credit"
      texts={texts}
      idOf={(credit) => credit.available_class_id}
      nameOf={customerName}
      list={(query) => catalogue.credits.list(query)}
      remove={(id) => catalogue.credits.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <CreditPanel {...props} credit={row} classTypes={classTypes} />}
    />
  );
};
