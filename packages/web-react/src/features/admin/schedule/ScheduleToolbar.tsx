import { messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { SelectField } from '../../../ui/SelectField/index.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import type { ResourceState } from '../../shared/useResource.js';
import { shiftedDate, type ScheduleFilter, type ScheduleView } from './scheduleView.rules.js';
import type { ScheduleChoice, ScheduleChoices } from './useScheduleChoices.js';
import * as styles from './Schedule.css.js';

const text = messages.deskScheduleScreen;

/** Props of {@link ScheduleToolbar}. */
export interface ScheduleToolbarProps {
  readonly shown: ScheduleView;
  /** A laptop's grid (week or day, columns); a phone lists a day. */
  readonly wide: boolean;
  readonly choices: ResourceState<ScheduleChoices>;
  readonly change: (changes: Partial<Record<ScheduleFilter, string>>) => void;
}

const optionsOf = (list: readonly ScheduleChoice[] | undefined) => (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** A view's button: pressed when it is the one shown. */
const ViewButton = ({ pressed, onClick, children }: { readonly pressed: boolean; readonly onClick: () => void; readonly children: string }) => (
  <Button variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={onClick}>
    {children}
  </Button>
);

/**
 * 'Horarios'' toolbar: 'Semana' or 'Día' (a laptop's), the week or day
 * before, 'Hoy' and the one after, the day view's 'Columnas' (by
 * 'Ubicación' or 'Coach'), and the filters by location, coach and class
 * type, each change a new address.
 */
export const ScheduleToolbar = ({ shown, wide, choices, change }: ScheduleToolbarProps) => {
  const view = wide ? shown.view : 'dia';
  const lists = choices.status === 'ready' ? choices.data : null;
  const filtered = shown.locationId !== null || shown.coachId !== null || shown.classTypeId !== null;
  const id = (value: number | null) => (value === null ? '' : String(value));
  return (
    <div className={styles.toolbar}>
      {wide ? (
        <div className={styles.group} role="group" aria-label={text.view}>
          <ViewButton pressed={view === 'semana'} onClick={() => change({ vista: 'semana' })}>{text.week}</ViewButton>
          <ViewButton pressed={view === 'dia'} onClick={() => change({ vista: 'dia' })}>{text.day}</ViewButton>
        </div>
      ) : null}
      <div className={styles.group}>
        <Button variant="secondary" aria-label={view === 'dia' ? text.previousDay : text.previousWeek} onClick={() => change({ fecha: shiftedDate(view, shown.date, -1) })}>
          ‹
        </Button>
        <Button variant="secondary" onClick={() => change({ fecha: '' })}>
          {text.today}
        </Button>
        <Button variant="secondary" aria-label={view === 'dia' ? text.nextDay : text.nextWeek} onClick={() => change({ fecha: shiftedDate(view, shown.date, 1) })}>
          ›
        </Button>
      </div>
      {wide && view === 'dia' ? (
        <div className={styles.columnsField}>
          <SelectField
            label={text.columns}
            value={shown.columns}
            onChange={(value) => change({ columnas: value })}
            options={[{ value: 'ubicacion', label: text.byLocation }, { value: 'coach', label: text.byCoach }]}
          />
        </div>
      ) : null}
      <fieldset className={styles.filters} aria-busy={choices.status === 'loading' || undefined}>
        <legend className={visuallyHidden}>{text.filters}</legend>
        <SelectField label={text.location} value={id(shown.locationId)} onChange={(value) => change({ ubicacion: value })} options={optionsOf(lists?.locations)} placeholder={text.allLocations} />
        <SelectField label={text.coach} value={id(shown.coachId)} onChange={(value) => change({ coach: value })} options={optionsOf(lists?.coaches)} placeholder={text.allCoaches} />
        <SelectField label={text.classType} value={id(shown.classTypeId)} onChange={(value) => change({ tipo: value })} options={optionsOf(lists?.classTypes)} placeholder={text.allClassTypes} />
      </fieldset>
      {filtered ? (
        <Button variant="ghost" onClick={() => change({ ubicacion: '', coach: '', tipo: '' })}>
          {text.clearFilters}
        </Button>
      ) : null}
    </div>
  );
};
