import { useState } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { fill, messages, searchOptions, type FieldOption } from '@estudio/core';
import { describedBy, FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../ui/Field/index.js';
import { optionOf, pageHighlight } from './dynamicForm.rules.js';
import { OptionList } from './OptionList.js';
import * as styles from './forms.css.js';

/** Props of {@link SearchSelect}. */
export interface SearchSelectProps {
  readonly id: string;
  readonly name: string;
  /** The label as core presents it ('(Opcional)' on optional fields). */
  readonly label: string;
  readonly required: boolean;
  readonly options: readonly FieldOption[];
  readonly value: unknown;
  /** The picked option's value, or '' when the choice is cleared. */
  readonly onChange: (value: FieldOption['value'] | '') => void;
  readonly error?: string | null;
}

const { stateChangeTypes } = useCombobox;
const labelOf = (option: FieldOption | null): string => option?.label ?? '';

/**
 * PageUp and PageDown move 5 options (spec 5); emptying the text and
 * leaving the field clears the choice, so an optional select can be unset.
 */
const reducerFor =
  (count: number) =>
  (state: UseComboboxState<FieldOption>, { type, changes }: UseComboboxStateChangeOptions<FieldOption>): Partial<UseComboboxState<FieldOption>> => {
    if (type === stateChangeTypes.InputKeyDownPageDown) return { ...changes, highlightedIndex: pageHighlight(state.highlightedIndex, 1, count) };
    if (type === stateChangeTypes.InputKeyDownPageUp) return { ...changes, highlightedIndex: pageHighlight(state.highlightedIndex, -1, count) };
    if (type === stateChangeTypes.InputBlur && state.inputValue.trim() === '') return { ...changes, selectedItem: null, inputValue: '' };
    return changes;
  };

/**
 * A searchable select (spec 5, Select search: case and accents ignored,
 * matches anywhere) on downshift's `useCombobox`, which brings the ARIA 1.2
 * combobox pattern: arrows, Home/End, Enter, Escape, and the highlighted
 * option scrolled into view. The menu lists every match in a box 140 to
 * 300 px high; PageUp and PageDown jump 5 options.
 */
export const SearchSelect = ({ id, name, label, required, options, value, onChange, error }: SearchSelectProps) => {
  const ids = useFieldIds(id);
  const selected = optionOf(options, value);
  const [text, setText] = useState(labelOf(selected));
  // What the customer typed since the menu opened; opening shows every option, typing filters them.
  const [filter, setFilter] = useState('');
  const items = searchOptions(options, filter);
  const combo = useCombobox<FieldOption>({
    items,
    itemToString: labelOf,
    selectedItem: selected,
    inputValue: text,
    inputId: ids.inputId,
    labelId: `${ids.inputId}-label`,
    menuId: `${ids.inputId}-menu`,
    toggleButtonId: `${ids.inputId}-toggle`,
    stateReducer: reducerFor(items.length),
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      if (type === stateChangeTypes.InputChange) setFilter(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      setFilter('');
      onChange(selectedItem?.value ?? '');
    },
    onIsOpenChange: ({ isOpen }) => (isOpen ? undefined : setFilter('')),
  });
  return (
    <div className={fieldStyles.field}>
      <label {...combo.getLabelProps({ htmlFor: ids.inputId })} className={fieldStyles.label}>
        <FieldLabel required={required}>{label}</FieldLabel>
      </label>
      <div className={styles.anchor}>
        <div className={styles.comboRow}>
          <input
            {...combo.getInputProps({
              name,
              'aria-required': required || undefined,
              ...describedBy(ids, undefined, error),
            })}
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
            items.map((option, index) => ({
              key: `${String(option.value)}-${index}`,
              text: option.label,
              highlighted: combo.highlightedIndex === index,
              selected: selected !== null && String(selected.value) === String(option.value),
              props: combo.getItemProps({ item: option, index }),
            }))
          }
        />
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
};
