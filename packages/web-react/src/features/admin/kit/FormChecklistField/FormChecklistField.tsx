import { useId, useMemo, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fill, matchesSearch } from '@estudio/core';
import { Checkbox } from '../../../../ui/Checkbox/index.js';
import { LoadFailure } from '../../shared/LoadFailure.js';
import { useFormLabel } from '../Form/formLabels.js';
import { SearchInput } from '../SearchInput/index.js';
import * as styles from './FormChecklistField.css.js';

/** A checklist's own words: its search, how many are chosen, and its empty states. */
export interface ChecklistTexts {
  /** The search box's name ('Buscar etiqueta'). */
  readonly search: string;
  /** What none chosen means ('Sin etiquetas.', 'Todos los paquetes'). */
  readonly chosenNone: string;
  readonly chosenOne: string;
  /** With `{count}`. */
  readonly chosen: string;
  /** When there is nothing to choose from. */
  readonly noItems: string;
  /** With `{query}`. */
  readonly noMatches: string;
}

/** Props of {@link FormChecklistField}. */
export interface FormChecklistFieldProps<T extends FieldValues, O, Item> {
  readonly control: Control<T, unknown, O>;
  /** A form field holding the chosen ids (`number[]`). */
  readonly name: FieldPath<T>;
  /** The legend, and the list's name. */
  readonly label: string;
  readonly hint: string;
  readonly texts: ChecklistTexts;
  /** What can be chosen (none while loading or after a failure). */
  readonly items: readonly Item[];
  readonly idOf: (item: Item) => number;
  readonly labelOf: (item: Item) => string;
  /** Where the items are: loading (the list is busy), ready, or failed. */
  readonly status: 'loading' | 'ready' | 'error';
  /** What a failure says, with 'Reintentar'; without it a failure shows the list as it is (the screen says so elsewhere). */
  readonly failure?: { readonly message: string; readonly onRetry: () => void };
  /** A chosen id no item has (e.g. a package deleted since): shown as this item, still chosen. */
  readonly missing?: (id: number) => Item;
}

/**
 * A form field choosing several of a list (issue 15: a discount's packages,
 * a video's tags): every item as a checkbox, searched by name (case and
 * accents ignored), with how many are chosen said politely; its load
 * state (busy, failed with 'Reintentar', nothing to choose) and the
 * schema's refusal under it. The value is the chosen ids.
 */
export const FormChecklistField = <T extends FieldValues, O, Item>({
  control, name, label, hint, texts, items, idOf, labelOf, status, failure, missing,
}: FormChecklistFieldProps<T, O, Item>) => {
  useFormLabel(name, label);
  const { field, fieldState } = useController({ control, name });
  const chosen = useMemo<readonly number[]>(() => (field.value as number[] | null | undefined) ?? [], [field.value]);
  const [query, setQuery] = useState('');
  const hintId = useId();
  const all = useMemo(() => {
    if (!missing) return items;
    const gone = chosen.filter((id) => !items.some((item) => idOf(item) === id)).map(missing);
    return [...items, ...gone];
  }, [items, chosen, idOf, missing]);
  const shown = all.filter((item) => matchesSearch(labelOf(item), query));
  const toggle = (id: number, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  const summary = chosen.length === 0 ? texts.chosenNone : chosen.length === 1 ? texts.chosenOne : fill(texts.chosen, { count: String(chosen.length) });
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>{label}</legend>
      <p id={hintId} className={styles.hint}>{hint}</p>
      <p className={styles.chosen} aria-live="polite">{summary}</p>
      {status === 'error' && failure ? (
        <LoadFailure message={failure.message} onRetry={failure.onRetry} />
      ) : status === 'ready' && all.length === 0 ? (
        <p className={styles.hint}>{texts.noItems}</p>
      ) : (
        <>
          <SearchInput label={texts.search} value={query} onChange={setQuery} />
          {shown.length === 0 && status === 'ready' ? (
            <p className={styles.hint}>{fill(texts.noMatches, { query })}</p>
          ) : (
            <ul className={styles.list} aria-label={label} aria-busy={status === 'loading' || undefined}>
              {shown.map((item) => (
                <li key={idOf(item)} className={styles.item}>
                  <Checkbox label={labelOf(item)} checked={chosen.includes(idOf(item))} onChange={(on) => toggle(idOf(item), on)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {fieldState.error?.message ? <p className={styles.error}>{fieldState.error.message}</p> : null}
    </fieldset>
  );
};
