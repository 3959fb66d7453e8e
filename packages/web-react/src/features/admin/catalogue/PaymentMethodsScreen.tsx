import { messages, type PaymentMethod } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { PaymentMethodPanel } from './PaymentMethodPanel.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskPaymentMethods;

/** The group's texts, under the list's names where they differ. */
const texts = { ...text, title: text.paymentMethods, search: text.searchLabel, deleted: messages.paymentMethods.adminDeleted };

/** A stored kind in Spanish; one the form does not know shows as stored. */
const kindLabel = (kind: string): string => (text.kinds as Record<string, string | undefined>)[kind] ?? kind;

const columns: CatalogueListConfig<PaymentMethod>['columns'] = [
  { id: 'kind', header: text.kind, cell: ({ row }) => kindLabel(row.original.kind) },
  {
    id: 'description',
    header: text.description,
    cell: ({ row }) => row.original.description ?? <span className={styles.muted}>{text.noDescription}</span>,
  },
];

/**
 * /admin/metodos-de-pago (issue 15, admin only): the ways to pay the
 * checkout offers, on the catalogue list (`CatalogueListScreen`), searched
 * by name or description on the server. Saving and deleting say spec 8's
 * 'payment_method saved.' and 'payment_method deleted.'. A method that
 * purchases used is withdrawn rather than deleted (the server's rule): it
 * leaves the checkout and this list, and those purchases keep how they
 * were paid.
 */
export const PaymentMethodsScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<PaymentMethod>
      kind="payment-method"
      texts={texts}
      idOf={(method) => method.payment_method_id}
      nameOf={(method) => method.name}
      list={(query) => catalogue.paymentMethods.list(query)}
      remove={(id) => catalogue.paymentMethods.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <PaymentMethodPanel {...props} method={row} />}
    />
  );
};
