import { useMemo, useState } from 'react';
import {
  CUSTOMER_LIST_SORTS, fill, messages, studioTimeZone, todayAndTomorrow, type CustomerListQuery, type CustomerListResponse, type CustomerListSort,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useAlerts } from '../../../ui/Alerts/index.js';
import { Button } from '../../../ui/Button/index.js';
import { useDesk } from '../DeskProvider.js';
import { DataTable } from '../kit/DataTable/index.js';
import { SearchInput } from '../kit/SearchInput/index.js';
import { useSearchText, useTableUrlState } from '../kit/useTableUrlState/index.js';
import { useRetryable } from '../shared/useRetryable.js';
import { customerColumns } from './customerColumns.js';
import { customersCsv, downloadFile, fetchAllCustomers } from './exportCustomers.js';
import { NewCustomerPanel } from './NewCustomerPanel.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import * as styles from './CustomersScreen.css.js';

const text = messages.desk;
const PER_PAGE = 25;
const EMPTY: CustomerListResponse = { customers: [], total: 0 };
const numbers = new Intl.NumberFormat('es-MX');

/** '312 clientes', '1 cliente' (a new studio's owner, alone), or 'Más de 1,000 clientes' for a search the server stopped counting. */
const countText = ({ total, total_capped: capped }: CustomerListResponse): string =>
  !capped && total === 1 ? text.customersCountOne : fill(capped ? text.customersCountMore : text.customersCount, { count: numbers.format(total) });

/** The list's query from its address: only sorts the API knows reach it. */
const queryOf = (q: string, sort: { id: string; desc: boolean } | null): Omit<CustomerListQuery, 'page' | 'per_page'> => ({
  ...(q ? { query: q } : {}),
  ...(sort && (CUSTOMER_LIST_SORTS as readonly string[]).includes(sort.id) ? { sort: sort.id as CustomerListSort, dir: sort.desc ? 'desc' : 'asc' } : {}),
});

/** 'Exportar CSV': every customer of the current search, as a file named after the studio's day. */
const useExport = (query: Omit<CustomerListQuery, 'page' | 'per_page'>) => {
  const desk = useDesk();
  const { clock, config } = useServices();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const rows = await fetchAllCustomers(desk, query);
    setBusy(false);
    if (!rows.ok) return alerts.error(text.exportFailed);
    const zone = studioTimeZone(config);
    const { today } = todayAndTomorrow(clock.now(), zone);
    downloadFile(`${text.csvFileName}-${today}.csv`, customersCsv(rows.value, zone), 'text/csv;charset=utf-8');
  };
  return { busy, run: () => void run() };
};

/**
 * /admin/clientes (issue 12): the customer list, searched, sorted and paged
 * by the server, its state in the address (?q=&page=&sort=&dir=), with
 * 'Nuevo cliente' and 'Exportar CSV' of what the search selects.
 */
export const CustomersScreen = () => {
  const desk = useDesk();
  const { config } = useServices();
  const zone = studioTimeZone(config);
  const table = useTableUrlState({ sortable: CUSTOMER_LIST_SORTS, defaultSort: { id: 'name', desc: false } });
  const { q, page, sort } = table.state;
  const [typed, setTyped] = useSearchText(q, table.setSearch);
  const query = useMemo(() => queryOf(q, sort), [q, sort]);
  const list = useRetryable(`desk-customers:${JSON.stringify(query)}:${page}`, () => desk.customers({ ...query, page, per_page: PER_PAGE }));
  const exporter = useExport(query);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => customerColumns(zone), [zone]);
  const data = list.state.status === 'ready' ? list.state.data : EMPTY;
  return (
    <section aria-labelledby="desk-customers-title">
      <ScreenHeader
        id="desk-customers-title"
        title={text.customersTitle}
        subtitle={list.state.status === 'ready' ? countText(data) : null}
        actions={
          <>
            <Button variant="secondary" busy={exporter.busy} onClick={exporter.run}>
              {exporter.busy ? text.exporting : text.exportCsv}
            </Button>
            <Button onClick={() => setCreating(true)}>{text.newCustomer}</Button>
          </>
        }
      />
      <div className={styles.toolbar}>
        <SearchInput label={text.searchLabel} value={typed} onChange={setTyped} placeholder={text.searchPlaceholder} />
      </div>
      <DataTable
        columns={columns}
        rows={data.customers}
        getRowId={(row) => String(row.customer_id)}
        rowHref={(row) => `/admin/clientes/${row.customer_id}`}
        total={data.total}
        totalCapped={data.total_capped}
        page={page}
        perPage={PER_PAGE}
        sort={sort}
        onSortChange={table.setSort}
        onPageChange={table.setPage}
        status={list.state.status}
        onRetry={list.reload}
        emptyMessage={q ? text.noMatches : text.noCustomers}
        label={text.customersTable}
      />
      <NewCustomerPanel open={creating} onClose={() => setCreating(false)} />
    </section>
  );
};
