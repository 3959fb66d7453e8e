import { messages, type Location } from '@estudio/core';
import { useDeskCatalogue } from '../DeskProvider.js';
import { CatalogueListScreen, type CatalogueListConfig } from './CatalogueListScreen.js';
import { LocationPanel } from './LocationPanel.js';
import * as styles from './CatalogueScreen.css.js';

const text = messages.deskCatalogue;

const texts = {
  title: text.locations,
  name: text.locationName,
  intro: text.locationsIntro,
  countOne: text.locationsCountOne,
  count: text.locationsCount,
  create: text.newLocation,
  search: text.searchLocations,
  searchPlaceholder: text.searchLocationsPlaceholder,
  empty: text.noLocations,
  noMatches: text.noLocationMatches,
  deleteConfirm: text.deleteLocationConfirm,
  deleted: text.locationDeleted,
};

const columns: CatalogueListConfig<Location>['columns'] = [
  {
    id: 'address',
    header: text.locationAddress,
    cell: ({ row }) => row.original.address ?? <span className={styles.muted}>{text.noAddress}</span>,
  },
];

/**
 * /admin/ubicaciones (issue 15, admin only): the studio's locations on the
 * catalogue list (`CatalogueListScreen`); a location with classes is refused
 * by the server when deleted (its message in the alerts, nothing changed).
 */
export const LocationsScreen = () => {
  const catalogue = useDeskCatalogue();
  return (
    <CatalogueListScreen<Location>
      kind="location"
      texts={texts}
      idOf={(location) => location.location_id}
      nameOf={(location) => location.name}
      list={(query) => catalogue.locations.list(query)}
      remove={(id) => catalogue.locations.remove(id)}
      columns={columns}
      panel={({ row, ...props }) => <LocationPanel {...props} location={row} />}
    />
  );
};
