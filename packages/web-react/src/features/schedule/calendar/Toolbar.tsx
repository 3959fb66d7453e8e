import { locationFilterOptions, messages, showLocationFilter, type LocationId, type LocationLike } from '@estudio/core';
import { SelectField } from '../../../ui/SelectField/index.js';
import { useHydrated } from '../../../ui/useHydrated.js';
import * as styles from './Calendar.css.js';

const s = messages.schedule;

/** Spec 2: the legend: Disponible, Reservada, Sin Lugares, each with its colour (and the cards say it in words too). */
export const Legend = () => (
  <ul className={styles.legend}>
    <li className={styles.legendItem}>
      <span className={styles.swatch.available} aria-hidden="true" />
      {s.legendAvailable}
    </li>
    <li className={styles.legendItem}>
      <span className={styles.swatch.reserved} aria-hidden="true" />
      {s.legendReserved}
    </li>
    <li className={styles.legendItem}>
      <span className={styles.swatch.full} aria-hidden="true" />
      {s.legendFull}
    </li>
  </ul>
);

/** Props of {@link LocationFilter}. */
export interface LocationFilterProps {
  readonly locations: readonly LocationLike[];
  readonly value: LocationId;
  readonly onChange: (locationId: LocationId) => void;
}

/** The filter's own id (one calendar per page), so the calendar's turn names it as the server did (HydrationTurn). */
const LOCATION_FILTER_ID = 'filtro-estudio';

/**
 * 'Buscar por estudio' with 'Todos los Estudios' first (spec 2), shown only
 * when the studio has more than one location (core's showLocationFilter).
 */
export const LocationFilter = ({ locations, value, onChange }: LocationFilterProps) => {
  // In a server-rendered calendar, a choice made before the script takes the page over would be lost: it waits.
  const hydrated = useHydrated();
  if (!showLocationFilter(locations)) return null;
  const [all, ...options] = locationFilterOptions(locations);
  return (
    <div className={styles.filter}>
      <SelectField
        id={LOCATION_FILTER_ID}
        label={s.locationFilter}
        placeholder={all?.label}
        value={value === null ? '' : String(value)}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        onChange={(chosen) => onChange(chosen === '' ? null : (locations.find((l) => String(l.location_id) === chosen)?.location_id ?? null))}
        disabled={!hydrated}
      />
    </div>
  );
};
