import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  appError, err, fill, messages, newScheduleClassValues, scheduleClassFormSchema, scheduleClassFormValues,
  type ScheduleAdminClass, type ScheduleClassFormOutput, type ScheduleClassFormValues, type ScheduleScope, type ScheduleUpdateResponse,
} from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useConfirm } from '../../../ui/ConfirmDialog/index.js';
import { coachName } from '../../public/data/content.rules.js';
import type { ResourceState } from '../../shared/useResource.js';
import { useDeskSchedule } from '../DeskProvider.js';
import { SubmitButton, useZodForm, ZodForm } from '../kit/Form/index.js';
import { SidePanel } from '../kit/SidePanel/index.js';
import { PanelFooter } from '../shared/PanelFooter.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { FormRadioField } from './ChoiceFields.js';
import { CancelQuestion, ClassDetails } from './ClassDetails.js';
import { MoreFields, WeeklyFields, WhatFields, WhenFields } from './ClassFields.js';
import { ConflictList } from './ConflictList.js';
import { SeriesPreview } from './SeriesPreview.js';
import { useConflicts, useFormStarts } from './useConflicts.js';
import type { ScheduleChoices } from './useScheduleChoices.js';

const text = messages.deskScheduleScreen;

/** Props of {@link ClassPanel}. */
export interface ClassPanelProps {
  readonly open: boolean;
  /** The class opened; null for 'Nueva clase'. */
  readonly single: ScheduleAdminClass | null;
  /** 'Nueva clase''s day: the one the screen shows. */
  readonly date: string;
  readonly zone: string;
  readonly choices: ResourceState<ScheduleChoices>;
  readonly onClose: () => void;
  /** After a save or a cancellation: the schedule reloads. */
  readonly onSaved: () => void;
}

/** What 'Guardar' says: how many classes changed and how many customers were told. */
const savedText = (answer: ScheduleUpdateResponse): string =>
  answer.updated_classes > 1
    ? fill(text.saved, { classes: answer.updated_classes, count: answer.notified_customers })
    : fill(text.savedOne, { count: answer.notified_customers });

/** The class's own coaches and tags, named, for choices the lists do not (yet) hold. */
const knownOf = (single: ScheduleAdminClass | null) => ({
  coaches: single?.class_instructors.map(({ instructor }) => ({ id: instructor.instructor_id, name: coachName(instructor) })) ?? [],
  tags: single?.tags.map((tag) => ({ id: tag.tag_id, name: tag.name })) ?? [],
});

/**
 * 'Nueva clase' and a class of /admin/horarios (issue 16), in a side
 * panel over the schedule. A new class is 'Una vez' or 'Cada semana'
 * (days, time, from a date until a date or for N weeks, with the dates it
 * will create); an open class shows what it is now, 'Ver lista' and
 * 'Cancelar clase', and its form, whose 'Guardar' sends only what changed
 * (a move is a new date or time, a substitute new coaches) to this class or,
 * in a series, to this one and the following ones. Conflicts of location
 * or coach are listed as the fields settle and asked about before saving
 * ('Esta y las siguientes' asks for the following classes too). A class
 * that already started keeps its date and time and cannot be cancelled
 * (the server refuses both); its panel says so.
 * Checked by core's `scheduleClassFormSchema` (the API's own bodies).
 * Give it a `key` per class.
 */
export const ClassPanel = ({ open, single, date, zone, choices, onClose, onSaved }: ClassPanelProps) => {
  const schedule = useDeskSchedule();
  const { clock } = useServices();
  const confirm = useConfirm();
  const { run } = useDeskAction({ inForm: true });
  const cancelAction = useDeskAction();
  const formId = useId();
  const initial = useMemo(() => (single ? scheduleClassFormValues(single, zone) : newScheduleClassValues(date)), [single, zone, date]);
  const schema = useMemo(() => scheduleClassFormSchema(zone, single ? initial : null), [zone, single, initial]);
  const form = useZodForm(schema, initial);
  const values = { ...initial, ...useWatch({ control: form.control }) } as ScheduleClassFormValues;
  const starts = useFormStarts(values, zone, single !== null);
  const conflicts = useConflicts(schedule, values, starts, single?.single_class_id ?? null, open);
  const known = useMemo(() => knownOf(single), [single]);
  const weekly = single === null && values.repeat === 'weekly';
  const started = single !== null && Date.parse(single.class_date) <= clock.now();

  const close = () => {
    form.reset(initial);
    onClose();
  };
  const done = () => {
    close();
    onSaved();
  };

  const submit = async (output: ScheduleClassFormOutput) => {
    if (output.kind === 'update' && !output.changed) return err(appError('schedule/no-changes', text.noChanges));
    const found = await conflicts.checkNow();
    if (found && found.length > 0) {
      const go = await confirm({ message: fill(text.conflictsConfirm, { count: found.length }), okLabel: text.saveAnyway, cancelLabel: text.keep });
      if (!go) return undefined;
    }
    if (output.kind === 'create') return run(() => schedule.create(output.body), text.created, done);
    if (output.kind === 'series') return run(() => schedule.createSeries(output.body), (made) => fill(text.seriesCreated, { count: made.single_classes.length }), done);
    const id = single?.single_class_id ?? 0;
    return run(() => schedule.update(id, output.body), savedText, done);
  };

  const cancelClass = async () => {
    if (!single) return;
    let scope: ScheduleScope = 'one';
    const go = await confirm({
      message: <CancelQuestion single={single} zone={zone} onScope={(chosen) => (scope = chosen)} />,
      okLabel: text.cancelClass,
      cancelLabel: text.keep,
    });
    if (!go) return;
    await cancelAction.run(
      () => schedule.cancel(single.single_class_id, scope),
      (answer) =>
        answer.cancelled_classes > 1
          ? fill(text.cancelledMany, { classes: answer.cancelled_classes, reservations: answer.cancelled_reservations, count: answer.notified_customers })
          : fill(text.cancelledOne, { reservations: answer.cancelled_reservations, count: answer.notified_customers }),
      done,
    );
  };

  return (
    <SidePanel
      open={open}
      onClose={close}
      size="lg"
      title={single ? text.editTitle : text.newTitle}
      description={single ? text.editHelp : text.newHelp}
      footer={<PanelFooter onCancel={close} submit={<SubmitButton control={form.control} form={formId} />} />}
    >
      {single ? <ClassDetails single={single} zone={zone} started={started} cancelling={cancelAction.busy} onCancel={() => void cancelClass()} /> : null}
      <ZodForm form={form} id={formId} onSubmit={submit} label={single ? text.editTitle : text.newTitle}>
        <WhatFields control={form.control} choices={choices} known={known.coaches} />
        {single === null ? (
          <FormRadioField control={form.control} name="repeat" label={text.repeat} options={[{ value: 'once', label: text.once }, { value: 'weekly', label: text.weekly }]} />
        ) : null}
        {weekly ? <WeeklyFields control={form.control} ends={values.ends} /> : <WhenFields control={form.control} locked={started} />}
        {weekly ? <SeriesPreview starts={starts} zone={zone} /> : null}
        <MoreFields control={form.control} choices={choices} known={known.tags} />
        {single && single.series_id !== null ? (
          <FormRadioField
            control={form.control} name="scope" label={text.scope} hint={text.scopeHelp}
            options={[{ value: 'one', label: text.scopeOne }, { value: 'following', label: text.scopeFollowing }]}
          />
        ) : null}
        <ConflictList state={conflicts.state} zone={zone} />
      </ZodForm>
    </SidePanel>
  );
};
