import { useState } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { searchOptions, type FieldOption } from '@estudio/core';
import { useFieldIds } from '../../ui/Field/index.js';
import { ComboField, comboIds, type ComboSelectProps } from './ComboField.js';
import { optionOf, pageHighlight } from './dynamicForm.rules.js';

/** Props of {@link SearchSelect}. */
export interface SearchSelectProps extends ComboSelectProps {
  readonly value: unknown;
  /** The picked option's value, or '' when the choice is cleared. */
  readonly onChange: (value: FieldOption['value'] | '') => void;
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
    ...comboIds(ids),
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
    <ComboField
      combo={combo}
      ids={ids}
      field={{ name, label, required, error }}
      items={items}
      rowOf={(option, index) => ({
        key: `${String(option.value)}-${index}`,
        text: option.label,
        selected: selected !== null && String(selected.value) === String(option.value),
      })}
    />
  );
};
