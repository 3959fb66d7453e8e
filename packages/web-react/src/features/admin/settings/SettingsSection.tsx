import { useMemo, useState } from 'react';
import type { Control } from 'react-hook-form';
import { messages, settingsFormSchema, type ConfigEntry } from '@estudio/core';
import { useDeskSettings } from '../DeskProvider.js';
import { SubmitButton, useZodForm, ZodForm, type FormSchema } from '../kit/Form/index.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { ColorPreview } from './ColorPreview.js';
import { LandingOrder } from './LandingOrder.js';
import { SettingField } from './SettingField.js';
import { changedValues, formValues, type SettingsValues } from './settings.rules.js';
import { SECTIONS, sectionKeys, type SectionId } from './settingsSections.js';
import * as styles from './SettingsScreen.css.js';

const text = messages.deskSettings;

/** Props of {@link SettingsSection}. */
export interface SettingsSectionProps {
  readonly id: SectionId;
  /** The stored settings (GET /appconfig). */
  readonly entries: readonly ConfigEntry[];
  /** After 'Guardar': the list as the server now holds it. */
  readonly onSaved: (entries: readonly ConfigEntry[]) => void;
}

/**
 * One section of /admin/configuracion: its settings in groups, checked by
 * the route's own rules (core's `settingsFormSchema`, the rules of PUT
 * /appconfig's `SettingsBody`), and 'Guardar', which sends only the keys
 * that changed; a refusal stays in the form. Give it a `key` per saved
 * version so it starts again from what was saved.
 */
export const SettingsSection = ({ id, entries, onSaved }: SettingsSectionProps) => {
  const settings = useDeskSettings();
  const { run } = useDeskAction({ inForm: true });
  const [note, setNote] = useState<string | null>(null);
  const keys = useMemo(() => sectionKeys(id), [id]);
  const initial = useMemo(() => formValues(entries, keys), [entries, keys]);
  const schema = useMemo(() => settingsFormSchema(keys) as unknown as FormSchema<SettingsValues, SettingsValues>, [keys]);
  const form = useZodForm(schema, initial);
  const control = form.control as unknown as Control<SettingsValues>;
  const section = SECTIONS[id];

  const submit = (values: SettingsValues) => {
    const changes = changedValues(initial, values);
    if (Object.keys(changes).length === 0) {
      setNote(text.noChanges);
      return undefined;
    }
    setNote(null);
    return run(() => settings.save(changes), text.saved, onSaved);
  };

  return (
    <ZodForm form={form} onSubmit={submit} label={text.sections[id]} actions={<SubmitButton control={form.control} />}>
      <p className={styles.sectionIntro}>{text.sectionIntros[id]}</p>
      {section.landing ? <LandingOrder control={control} setValue={form.setValue as never} /> : null}
      {section.groups.map((group, index) => (
        <fieldset key={group.title ?? index} className={styles.group}>
          {group.title ? <legend className={styles.legend}>{group.title}</legend> : <legend className={styles.legend}>{text.sections[id]}</legend>}
          {group.keys.map((key) => (
            <SettingField key={key} control={control} name={key} />
          ))}
          {group.colors ? <ColorPreview control={control} saved={initial} /> : null}
        </fieldset>
      ))}
      {id === 'cobros' || id === 'archivos' ? <p className={styles.note}>{text.secretsNote}</p> : null}
      <p role="status" className={styles.note}>
        {note}
      </p>
    </ZodForm>
  );
};
