import type { ReactNode } from 'react';
import type { UseComboboxReturnValue } from 'downshift';
import { fill, messages, type FieldOption } from '@estudio/core';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, type FieldIds } from '../../ui/Field/index.js';
import { OptionList } from './OptionList.js';
import * as styles from './forms.css.js';

/** The facts of the field a combobox stands for. */
export interface ComboFieldFacts {
  readonly name: string;
  /** The label as core presents it ('(Opcional)' on optional fields). */
  readonly label: string;
  readonly required: boolean;
  readonly error?: string | null | undefined;
}

/** What both selects take besides their value: the field's facts, its id and the offered options. */
export interface ComboSelectProps extends ComboFieldFacts {
  readonly id: string;
  readonly options: readonly FieldOption[];
}

/** How one item reads in the menu; the highlight and downshift's props are added by {@link ComboField}. */
export interface ComboRow {
  readonly key: string;
  readonly text: string;
  readonly selected: boolean;
}

/** Props of {@link ComboField}. */
export interface ComboFieldProps<Item> {
  /** The select's `useCombobox`, built with {@link comboIds} of the same ids and with these items. */
  readonly combo: UseComboboxReturnValue<Item>;
  readonly ids: FieldIds;
  readonly field: ComboFieldFacts;
  /** The items the menu offers now (none shows 'Sin resultados'). */
  readonly items: readonly Item[];
  readonly rowOf: (item: Item, index: number) => ComboRow;
  /** Drawn between the label and the input: the creatable select's chosen values. */
  readonly children?: ReactNode;
}

/** The ids `useCombobox` gives its parts, from the field's ids, so the label and messages point at the same input. */
export const comboIds = ({ inputId }: FieldIds) => ({
  inputId,
  labelId: `${inputId}-label`,
  menuId: `${inputId}-menu`,
  toggleButtonId: `${inputId}-toggle`,
});

/**
 * A combobox field as both selects draw it (spec 5, Select search): the
 * label, the text input with its '▾' toggle, the menu, then the error.
 * The select keeps its own items and state; this only draws downshift's
 * getters, each called on every render as downshift requires.
 */
export const ComboField = <Item,>({ combo, ids, field, items, rowOf, children }: ComboFieldProps<Item>) => {
  const { name, label, required, error } = field;
  return (
    <div className={fieldStyles.field}>
      <label {...combo.getLabelProps({ htmlFor: ids.inputId })} className={fieldStyles.label}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </label>
      {children}
      <div className={styles.anchor}>
        <div className={styles.comboRow}>
          <input
            {...combo.getInputProps({ name, 'aria-required': required || undefined, ...describedBy(ids, undefined, error) })}
            className={`${fieldStyles.control} ${styles.comboInput}`}
            placeholder={messages.forms.selectPlaceholder}
            autoComplete="off"
          />
          <button {...combo.getToggleButtonProps({ 'aria-label': fill(messages.profileScreen.showOptions, { label }) })} type="button" className={styles.toggle}>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
        <OptionList
          isOpen={combo.isOpen}
          menuProps={combo.getMenuProps()}
          count={items.length}
          renderItems={() =>
            items.map((item, index) => ({ ...rowOf(item, index), highlighted: combo.highlightedIndex === index, props: combo.getItemProps({ item, index }) }))
          }
        />
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
};
