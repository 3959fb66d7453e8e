import { useState } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { fill, messages } from '@estudio/core';
import { useFieldIds } from '../../ui/Field/index.js';
import { ComboField, comboIds, type ComboSelectProps } from './ComboField.js';
import { chosenValues, creatableItems, pageHighlight, type CreatableItem } from './dynamicForm.rules.js';
import * as styles from './forms.css.js';

/** Props of {@link CreatableSelect}. */
export interface CreatableSelectProps extends ComboSelectProps {
  /** The chosen values: a list (or JSON text of one, as custom values are stored). */
  readonly value: unknown;
  readonly onChange: (values: string[]) => void;
}

const { stateChangeTypes } = useCombobox;

const textOf = (item: CreatableItem | null): string => {
  if (item === null) return '';
  return item.kind === 'option' ? item.option.label : item.value;
};

const valueOf = (item: CreatableItem): string => (item.kind === 'option' ? String(item.option.value) : item.value);

/** Picking keeps the menu open with the text cleared, to pick the next; PageUp and PageDown move 5. */
const reducerFor =
  (count: number) =>
  (state: UseComboboxState<CreatableItem>, { type, changes }: UseComboboxStateChangeOptions<CreatableItem>): Partial<UseComboboxState<CreatableItem>> => {
    switch (type) {
      case stateChangeTypes.InputKeyDownEnter:
      case stateChangeTypes.ItemClick:
        return { ...changes, isOpen: true, inputValue: '', highlightedIndex: state.highlightedIndex };
      case stateChangeTypes.InputKeyDownPageDown:
        return { ...changes, highlightedIndex: pageHighlight(state.highlightedIndex, 1, count) };
      case stateChangeTypes.InputKeyDownPageUp:
        return { ...changes, highlightedIndex: pageHighlight(state.highlightedIndex, -1, count) };
      default:
        return changes;
    }
  };

/**
 * A creatable select (spec 3 creatable-select; spec 5: a non-empty list
 * when required): several values, each an offered option or a text of the
 * customer's own ('Agregar "…"'), searchable ignoring case and accents.
 * The chosen values are listed above the input, each with its 'Quitar'
 * button.
 */
export const CreatableSelect = ({ id, name, label, required, options, value, onChange, error }: CreatableSelectProps) => {
  const ids = useFieldIds(id);
  const chosen = chosenValues(value);
  const [text, setText] = useState('');
  const items = creatableItems(options, chosen, text);
  const labelFor = (chosenValue: string) => options.find((option) => String(option.value) === chosenValue)?.label ?? chosenValue;
  const combo = useCombobox<CreatableItem>({
    items,
    itemToString: textOf,
    selectedItem: null,
    inputValue: text,
    ...comboIds(ids),
    stateReducer: reducerFor(items.length),
    onInputValueChange: ({ inputValue }) => setText(inputValue),
    onSelectedItemChange: ({ selectedItem }) => (selectedItem ? onChange([...chosen, valueOf(selectedItem)]) : undefined),
  });
  return (
    <ComboField
      combo={combo}
      ids={ids}
      field={{ name, label, required, error }}
      items={items}
      rowOf={(item, index) => ({
        key: `${item.kind}-${valueOf(item)}-${index}`,
        text: item.kind === 'option' ? item.option.label : fill(messages.profileScreen.addOption, { value: item.value }),
        selected: false,
      })}
    >
      {chosen.length > 0 ? (
        <ul className={styles.chips} aria-label={fill(messages.profileScreen.chosenOptions, { values: chosen.map(labelFor).join(', ') })}>
          {chosen.map((item, index) => (
            <li key={`${item}-${index}`} className={styles.chip}>
              {labelFor(item)}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={fill(messages.profileScreen.removeOption, { value: labelFor(item) })}
                onClick={() => onChange(chosen.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </ComboField>
  );
};
