import { fill, formatCheckoutAmount, messages, type AdminDiscount } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { DiscountPanel } from './DiscountPanel.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskDiscounts;
const numbers = new Intl.NumberFormat('es-MX');

/** The group's texts, under the list's names where they differ. */
const texts = { ...text, title: text.discounts, name: text.code, search: text.searchLabel };

/** '10 %' or '$100.00'. */
const amountOf = (discount: AdminDiscount): string =>
  discount.is_percent ? `${numbers.format(discount.amount)} %` : formatCheckoutAmount(discount.amount);

const columns: CatalogueListConfig<AdminDiscount>['columns'] = [
  {
    id: 'amount',
    header: text.amount,
    cell: ({ row }) => (
      <span>
        {amountOf(row.original)} <span className={styles.muted}>{row.original.is_percent ? text.percent : text.fixed}</span>
      </span>
    ),
  },
  {
    id: 'packages',
    header: text.appliesTo,
    cell: ({ row }) => {
      const count = row.original.class_package_ids.length;
      return count === 0 ? <span className={styles.muted}>{text.allPackages}</span> : count === 1 ? text.packagesChosenOne : fill(text.packagesChosen, { count: String(count) });
    },
  },
  {
    id: 'first_invoice_only',
    header: text.firstInvoiceOnly,
    cell: ({ row }) => (row.original.first_invoice_only ? text.yes : text.no),
  },
  { id: 'used', header: text.used, cell: ({ row }) => numbers.format(row.original.purchases_count) },
];

/**
 * /admin/descuentos (issue 15, admin only): the discount codes on the
 * catalogue list (`CatalogueListScreen`), searched by code on the server,
 * each with its amount, the packages it applies to, whether it is for the
 * first invoice only and how many purchases used it. Deleting one keeps
 * the purchases that used it as they were.
 */
export const DiscountsScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<AdminDiscount>
      kind="discount"
      texts={texts}
      idOf={(discount) => discount.discount_id}
      nameOf={(discount) => discount.code}
      list={(query) => catalogue.discounts.list(query)}
      remove={(id) => catalogue.discounts.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <DiscountPanel {...props} discount={row} />}
    />
  );
};
