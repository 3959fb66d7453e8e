import {
  CUSTOMER_LIST_MAX_PAGE, customerCsvColumns, err, ok, toCsv,
  type CustomerListQuery, type CustomerListRow, type DeskApi, type Result,
} from '@estudio/core';

/** Pages the export reads at most: 200 pages of 500, a hundred thousand customers. */
const MAX_PAGES = 200;

/**
 * Every customer the list's search and sort select, read page by page at the
 * largest page the API gives, so the export holds what the screen filters,
 * not only the page on screen.
 */
export const fetchAllCustomers = async (
  desk: Pick<DeskApi, 'customers'>,
  query: Omit<CustomerListQuery, 'page' | 'per_page'>,
): Promise<Result<CustomerListRow[]>> => {
  const rows: CustomerListRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await desk.customers({ ...query, page, per_page: CUSTOMER_LIST_MAX_PAGE });
    if (!result.ok) return err(result.error);
    rows.push(...result.value.customers);
    // A capped total is a lower bound: only a short page says the list has ended.
    const counted = result.value.total_capped ? Number.POSITIVE_INFINITY : result.value.total;
    if (result.value.customers.length < CUSTOMER_LIST_MAX_PAGE || rows.length >= counted) break;
  }
  return ok(rows);
};

/** The export's CSV text for the studio's zone (core's columns, with the BOM spreadsheets need). */
export const customersCsv = (rows: readonly CustomerListRow[], zone: string): string => toCsv(customerCsvColumns(zone), rows);

/** Hands the browser a file to save, named `name`. */
export const downloadFile = (name: string, content: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
