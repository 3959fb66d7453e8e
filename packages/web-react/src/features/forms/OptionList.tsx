import type { HTMLAttributes } from 'react';
import { FORM_PRESENTATION, messages } from '@estudio/core';
import * as styles from './forms.css.js';

/** One row of an open menu, with the props downshift gave it. */
export interface OptionRow {
  readonly key: string;
  readonly text: string;
  readonly highlighted: boolean;
  readonly selected: boolean;
  readonly props: HTMLAttributes<HTMLLIElement>;
}

/** Props of {@link OptionList}. */
export interface OptionListProps {
  readonly isOpen: boolean;
  /** downshift's `getMenuProps()`: called on every render, open or not, as downshift requires. */
  readonly menuProps: HTMLAttributes<HTMLUListElement>;
  readonly count: number;
  /** The rows, built only while the menu is open. */
  readonly renderItems: () => readonly OptionRow[];
}

/** The menu height of spec 5 (react-select's in the original): 140 to 300 px, scrolling beyond. */
const MENU_HEIGHT = { minHeight: FORM_PRESENTATION.selectMenuMinHeight, maxHeight: FORM_PRESENTATION.selectMenuMaxHeight } as const;

/**
 * A combobox's listbox. It stays in the document while closed (downshift
 * points the input at it) but hidden; 'Sin resultados' sits beside it, not
 * inside, so the listbox only ever holds options.
 */
export const OptionList = ({ isOpen, menuProps, count, renderItems }: OptionListProps) => (
  <>
    <ul {...menuProps} className={isOpen && count > 0 ? styles.menu : styles.closed} style={isOpen && count > 0 ? MENU_HEIGHT : undefined}>
      {isOpen
        ? renderItems().map((row) => (
            <li
              key={row.key}
              {...row.props}
              className={[styles.option, row.highlighted ? styles.highlighted : '', row.selected ? styles.selected : ''].filter(Boolean).join(' ')}
            >
              {row.text}
            </li>
          ))
        : null}
    </ul>
    {isOpen && count === 0 ? (
      <p className={`${styles.menu} ${styles.empty}`} style={{ minHeight: 'auto' }} role="status">
        {messages.forms.noOptions}
      </p>
    ) : null}
  </>
);
