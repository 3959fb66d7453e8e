import { RESERVATION_FILTERS, messages, type ReservationFilter } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import * as styles from './list.css.js';

/** Spec 2, Mis Reservaciones: Todas, Próximas, Pasadas, Canceladas, as toggle buttons (the chosen one pressed). */
export const FilterBar = ({ value, onChange }: { value: ReservationFilter; onChange: (filter: ReservationFilter) => void }) => (
  <div role="group" aria-label={messages.reservations.filtersLabel} className={styles.filters}>
    {RESERVATION_FILTERS.map((filter) => (
      <Button
        key={filter}
        size="sm"
        variant={filter === value ? 'primary' : 'secondary'}
        aria-pressed={filter === value}
        onClick={() => onChange(filter)}
      >
        {messages.reservations.filters[filter]}
      </Button>
    ))}
  </div>
);
