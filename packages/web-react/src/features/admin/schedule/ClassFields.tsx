import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { messages, type ScheduleClassFormOutput, type ScheduleClassFormValues } from '@estudio/core';
import { FormChecklistField } from '../kit/FormChecklistField/index.js';
import { FormSelectField, FormTextArea, FormTextField } from '../kit/Form/index.js';
import type { ResourceState } from '../../shared/useResource.js';
import { useStudioConfig } from '../../../app/services.js';
import { SpotMapPreview } from '../catalogue/spotMap/SpotMapEditor.js';
import { FormRadioField, FormWeekdaysField } from './ChoiceFields.js';
import type { ScheduleChoice, ScheduleChoices } from './useScheduleChoices.js';
import * as styles from './Schedule.css.js';

const text = messages.deskScheduleScreen;

/** The class form's control. */
export type ClassFormControl = Control<ScheduleClassFormValues, unknown, ScheduleClassFormOutput>;

type ChoicesState = ResourceState<ScheduleChoices>;

const optionsOf = (choices: readonly ScheduleChoice[] | undefined) => (choices ?? []).map((choice) => ({ value: String(choice.id), label: choice.name }));
const loaded = (state: ChoicesState): ScheduleChoices | null => (state.status === 'ready' ? state.data : null);

/** A chosen id the studio's list no longer has (or not yet): the class's own name for it. */
const missingFrom = (known: readonly ScheduleChoice[]) => (id: number): ScheduleChoice => known.find((item) => item.id === id) ?? { id, name: `#${id}` };

/** A select's empty choice: its own words once the lists are in, else 'Cargando…' or 'No disponible' (disabled, never a 'none' that is not so). */
const placeholderOf = (state: ChoicesState, ready: string | undefined) =>
  state.status === 'ready' ? ready : state.status === 'error' ? text.choicesUnavailable : text.choicesLoading;

const COACH_TEXTS = {
  search: text.searchCoach, chosenNone: text.coachesNone, chosenOne: text.coachesOne, chosen: text.coachesMany, noItems: text.noCoaches, noMatches: text.noCoachMatches,
};
const TAG_TEXTS = {
  search: text.searchTag, chosenNone: text.tagsNone, chosenOne: text.tagsOne, chosen: text.tagsMany, noItems: text.noTags, noMatches: text.noTagMatches,
};

/**
 * The places the chosen class type gives the class (spec 3 keeps the spot
 * map on the class type): the customer's own picker, to try, with where to
 * change it. Nothing when the studio's spot maps are off or the type has none.
 */
const ClassSpotMap = ({ control, choices }: { readonly control: ClassFormControl; readonly choices: ScheduleChoices | null }) => {
  const enabled = useStudioConfig().features.spotmap;
  const typeId = Number(useWatch({ control, name: 'class_type_id' }));
  const map = choices?.spotMaps.get(typeId);
  if (!enabled || !map || map.shape === 'none') return null;
  return (
    <div className={styles.fieldset}>
      <p>
        <strong>{text.spotMapTitle}.</strong> {text.spotMapHelp} <Link to="/admin/tipos-de-clase">{text.spotMapLink}</Link>.
      </p>
      <SpotMapPreview value={map} />
    </div>
  );
};

/** The class's type, coaches and location: from the studio's lists. */
export const WhatFields = ({ control, choices, known }: {
  readonly control: ClassFormControl;
  readonly choices: ChoicesState;
  /** The class's own coaches, named. */
  readonly known: readonly ScheduleChoice[];
}) => {
  const lists = loaded(choices);
  return (
    <div className={styles.fieldset} aria-busy={choices.status === 'loading' || undefined}>
      <FormSelectField
        control={control} name="class_type_id" label={text.classTypeField} required
        options={optionsOf(lists?.classTypes)} placeholder={placeholderOf(choices, undefined)} disabled={!lists}
      />
      <ClassSpotMap control={control} choices={lists} />
      <FormChecklistField
        control={control} name="instructor_ids" label={text.coachesField} hint={text.coachesHelp} texts={COACH_TEXTS}
        items={lists?.coaches ?? []} idOf={(coach) => coach.id} labelOf={(coach) => coach.name} status={choices.status}
        missing={missingFrom(known)}
      />
      <FormSelectField
        control={control} name="location_id" label={text.locationField} required
        options={optionsOf(lists?.locations)} placeholder={placeholderOf(choices, undefined)} disabled={!lists}
      />
    </div>
  );
};

/** One class's day and time, on the studio's clock; `locked` (a class that started) shows them without letting them change. */
export const WhenFields = ({ control, locked = false }: { readonly control: ClassFormControl; readonly locked?: boolean }) => (
  <div className={styles.pair}>
    <FormTextField control={control} name="date" type="date" label={text.dateField} required disabled={locked} />
    <FormTextField control={control} name="time" type="time" label={text.timeField} required disabled={locked} />
  </div>
);

/** 'Cada semana': the days, the time, from a date, until a date or for N weeks. */
export const WeeklyFields = ({ control, ends }: { readonly control: ClassFormControl; readonly ends: ScheduleClassFormValues['ends'] }) => (
  <div className={styles.fieldset}>
    <FormWeekdaysField control={control} name="weekdays" />
    <div className={styles.pair}>
      <FormTextField control={control} name="time" type="time" label={text.timeField} required />
      <FormTextField control={control} name="from_date" type="date" label={text.fromDate} required />
    </div>
    <FormRadioField
      control={control} name="ends" label={text.ends}
      options={[{ value: 'weeks', label: text.weeksChoice }, { value: 'date', label: text.untilDateChoice }]}
    />
    {ends === 'date' ? (
      <FormTextField control={control} name="until_date" type="date" label={text.untilDate} required />
    ) : (
      <FormTextField control={control} name="weeks" label={text.weeksField} inputMode="numeric" maxLength={2} required />
    )}
  </div>
);

/** How long, how many, the package it is bound to, its description and tags. */
export const MoreFields = ({ control, choices, known }: {
  readonly control: ClassFormControl;
  readonly choices: ChoicesState;
  /** The class's own tags, named. */
  readonly known: readonly ScheduleChoice[];
}) => {
  const lists = loaded(choices);
  return (
    <>
      <div className={styles.pair}>
        <FormTextField control={control} name="duration_minutes" label={text.durationField} inputMode="numeric" maxLength={4} required />
        <FormTextField control={control} name="capacity" label={text.capacityField} hint={text.capacityHelp} inputMode="numeric" maxLength={5} required />
      </div>
      <FormSelectField
        control={control} name="class_package_id" label={text.packageField} hint={text.packageHelp}
        options={optionsOf(lists?.packages)} placeholder={placeholderOf(choices, text.anyPackage)} disabled={!lists}
      />
      <FormTextArea control={control} name="description" label={text.descriptionField} rows={3} />
      <FormChecklistField
        control={control} name="tag_ids" label={text.tagsField} hint={text.tagsHelp} texts={TAG_TEXTS}
        items={lists?.tags ?? []} idOf={(tag) => tag.id} labelOf={(tag) => tag.name} status={choices.status}
        missing={missingFrom(known)}
      />
    </>
  );
};
