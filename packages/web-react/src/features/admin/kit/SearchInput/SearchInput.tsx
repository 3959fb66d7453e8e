import { useRef, type KeyboardEvent } from 'react';
import { messages } from '@estudio/core';
import { fieldStyles, useAutoFocus, useFieldIds } from '../../../../ui/Field/index.js';
import { visuallyHidden } from '../../../../ui/Spinner/index.js';
import * as styles from './SearchInput.css.js';

/** Props of {@link SearchInput}. */
export interface SearchInputProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** What is searched, e.g. 'Buscar cliente'; 'Buscar' by default. Always read; shown unless `hideLabel`. */
  readonly label?: string;
  /** Keeps the label for screen readers only, where the box's place says what it is (a table's toolbar). */
  readonly hideLabel?: boolean;
  /** An example of what to type, e.g. 'Nombre, correo o teléfono'; never a replacement for the label. */
  readonly placeholder?: string;
  readonly name?: string;
  readonly id?: string;
  /** For a screen whose first job is searching; otherwise leave the focus where the owner put it. */
  readonly autoFocus?: boolean;
}

/**
 * A search box: `<input type="search">` at 48 px, its label (visible or
 * read only), and a 44 px 'Borrar búsqueda' button while it holds text.
 * Escape with text clears it and stays in the page (a side panel around it
 * does not close); Escape on an empty box goes on to the panel.
 */
export const SearchInput = ({ value, onChange, label = messages.adminKit.search, hideLabel = false, placeholder, name, id, autoFocus }: SearchInputProps) => {
  const ids = useFieldIds(id);
  const input = useRef<HTMLInputElement>(null);
  useAutoFocus(input, autoFocus);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || value === '') return;
    event.preventDefault();
    event.stopPropagation();
    onChange('');
  };
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={ids.inputId} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.row}>
        <input
          ref={input}
          id={ids.inputId}
          type="search"
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${fieldStyles.control} ${styles.input}`}
        />
        {value !== '' ? (
          <button type="button" className={`${fieldStyles.trailing} ${styles.clear}`} aria-label={messages.adminKit.clearSearch} onClick={clear}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
};
