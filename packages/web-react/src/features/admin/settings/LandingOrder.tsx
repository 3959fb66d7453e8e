import { useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { fill, messages, type LandingSectionId } from '@estudio/core';
import { FormCheckbox } from '../kit/Form/index.js';
import { SortableList, type SortableAnnouncementTexts } from '../kit/SortableList/index.js';
import { LANDING_KEYS } from './settingsSections.js';
import { landingOrder, orderValues, type SettingsValues } from './settings.rules.js';
import * as styles from './SettingsScreen.css.js';

const text = messages.deskSettings;
const nameOf = (id: LandingSectionId): string => text.landingSections[id];

/** The sections' own words for dragging ('Portada tomada…'), their `{total}` read as the kit's `{count}`. */
const announcements: SortableAnnouncementTexts = {
  pickedUp: text.dragStart,
  moved: fill(text.dragOver, { total: '{count}' }),
  dropped: fill(text.dragEnd, { total: '{count}' }),
  cancelled: text.dragCancel,
};

/**
 * 'Inicio''s landing sections: each on or off, in the order the home page
 * shows them, reordered by dragging a handle or from the keyboard (focus
 * the handle, space, arrows, space; announced in Spanish), or one place at
 * a time with 'Subir' and 'Bajar' (↑ and ↓, the single-pointer alternative
 * to dragging WCAG 2.2 asks for): the kit's SortableList. The new order is
 * written into the form's `*_order` values (1, 2, 3…), which 'Guardar'
 * sends with the rest. Beside it, an
 * outline of the home page: the sections shown, in order.
 */
export const LandingOrder = ({ control, setValue }: { control: Control<SettingsValues>; setValue: UseFormSetValue<SettingsValues> }) => {
  const values = useWatch({ control }) as SettingsValues;
  const [order, setOrder] = useState<LandingSectionId[]>(() => landingOrder(values));
  const reorder = (next: LandingSectionId[]) => {
    setOrder(next);
    for (const [key, value] of Object.entries(orderValues(next))) setValue(key, value, { shouldDirty: true });
  };
  const shown = order.filter((id) => values[LANDING_KEYS[id].enabled] === true);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{text.landingOrderTitle}</legend>
      <p className={`${styles.note} ${styles.full}`}>{text.landingOrderHelp}</p>
      <div className={`${styles.landing} ${styles.full}`}>
        <SortableList
          items={order}
          idOf={(id) => id}
          labelOf={nameOf}
          label={text.landingOrderTitle}
          instructions={text.landingOrderHelp}
          announcements={announcements}
          arrows
          onChange={reorder}
          renderItem={(id) => <FormCheckbox control={control} name={LANDING_KEYS[id].enabled} label={nameOf(id)} hint={text.keys[LANDING_KEYS[id].enabled][1]} />}
        />
        <div>
          <p className={styles.outlineTitle} id="landing-outline-title">
            {text.previewHome}
          </p>
          <ol className={styles.outline} aria-labelledby="landing-outline-title" data-testid="landing-outline">
            {shown.map((id) => (
              <li key={id} className={styles.outlineItem}>
                {nameOf(id)}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </fieldset>
  );
};
