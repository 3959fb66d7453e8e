import { useMemo, useState } from 'react';
import { fill, messages, type Location } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { useDeskCatalogue } from '../DeskProvider.js';
import { DataTable, type DataTableColumn } from '../kit/DataTable/index.js';
import { SearchInput } from '../kit/SearchInput/index.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { LocationPanel } from './LocationPanel.js';
import { useCatalogueList } from './useCatalogueList.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskCatalogue;
/** Rows a page. */
export const LOCATIONS_PER_PAGE = 25;
const numbers = new Intl.NumberFormat('es-MX');

/** What the side panel shows: nothing, 'Nueva', or 'Editar' of one location. */
type Editing = { readonly location: Location | null } | null;

/** The id of a row's name cell, which its buttons are described by ('Editar' · 'Estudio Roma'). */
const nameId = (location: Location) => `location-name-${location.location_id}`;

const columns = (onEdit: (location: Location) => void, onRemove: (location: Location) => void, isBusy: (id: number) => boolean): DataTableColumn<Location>[] => [
  { id: 'name', header: text.locationName, cell: ({ row }) => <span id={nameId(row.original)}>{row.original.name}</span> },
  {
    id: 'address',
    header: text.locationAddress,
    cell: ({ row }) => row.original.address ?? <span className={styles.muted}>{text.noAddress}</span>,
  },
  {
    id: 'actions',
    header: text.columnActions,
    cell: ({ row }) => (
      <span className={styles.actions}>
        <Button variant="secondary" aria-describedby={nameId(row.original)} onClick={() => onEdit(row.original)}>
          {text.edit}
        </Button>
        <Button variant="ghost" aria-describedby={nameId(row.original)} busy={isBusy(row.original.location_id)} onClick={() => onRemove(row.original)}>
          {text.remove}
        </Button>
      </span>
    ),
  },
];

/**
 * /admin/ubicaciones (issue 15, admin only): the studio's locations,
 * searched and paged by the server, the search and page in the address
 * (?q=&page=). 'Nueva' and 'Editar' open the side panel; 'Eliminar' asks
 * 'Precaución' first, and a location with classes is refused by the server
 * (its message in the alerts, nothing changed). The model of every
 * catalogue list: see docs/contexts/desk.md.
 */
export const LocationsScreen = () => {
  const catalogue = useDeskCatalogue();
  const confirm = useConfirm();
  const list = useCatalogueList('desk-locations', LOCATIONS_PER_PAGE, (query) => catalogue.locations.list(query));
  const { data, page, q } = list;
  const [editing, setEditing] = useState<Editing>(null);
  const { isBusy, run } = useDeskAction<number>();

  const remove = async (location: Location) => {
    if (!(await confirm({ message: fill(text.deleteLocationConfirm, { name: location.name }), okLabel: text.remove }))) return;
    await run(() => catalogue.locations.remove(location.location_id), text.locationDeleted, list.afterRemove, location.location_id);
  };
  const tableColumns = useMemo(
    () => columns((location) => setEditing({ location }), (location) => void remove(location), isBusy),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when a row's busy flag or the page changes
    [isBusy, data, page],
  );

  return (
    <section aria-labelledby="desk-locations-title">
      <ScreenHeader
        id="desk-locations-title"
        title={text.locations}
        subtitle={list.status === 'ready' ? (data.total === 1 ? text.locationsCountOne : fill(text.locationsCount, { count: numbers.format(data.total) })) : text.locationsIntro}
        actions={<Button onClick={() => setEditing({ location: null })}>{text.newLocation}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchInput label={text.searchLocations} value={list.typed} onChange={list.setTyped} placeholder={text.searchLocationsPlaceholder} />
      </div>
      <DataTable
        columns={tableColumns}
        rows={data.rows}
        getRowId={(row) => String(row.location_id)}
        total={data.total}
        page={page}
        perPage={LOCATIONS_PER_PAGE}
        sort={null}
        onSortChange={() => undefined}
        onPageChange={list.table.setPage}
        status={list.status}
        onRetry={list.reload}
        emptyMessage={q ? fill(text.noLocationMatches, { query: q }) : text.noLocations}
        label={text.locations}
      />
      <LocationPanel
        key={editing?.location?.location_id ?? 'new'}
        open={editing !== null}
        location={editing?.location ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.reload}
      />
    </section>
  );
};
