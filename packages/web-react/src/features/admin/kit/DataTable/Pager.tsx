import { fill, messages } from '@estudio/core';
import { Button } from '../../../../ui/Button/index.js';
import { pageText, rangeText, type PageWindow } from './pagination.js';
import * as styles from './DataTable.css.js';

/** Props of {@link Pager}. */
export interface PagerProps {
  readonly position: PageWindow;
  /** The table's name: the pager is 'Páginas de {label}'. */
  readonly label: string;
  readonly onPageChange: (page: number) => void;
}

/**
 * 'Anterior', 'Página N de M' over 'X–Y de Z', 'Siguiente'. At the ends the
 * buttons are aria-disabled rather than disabled: a disabled button drops
 * the keyboard focus to the page's top the moment the last page arrives.
 */
export const Pager = ({ position, label, onPageChange }: PagerProps) => {
  const t = messages.adminKit;
  const go = (allowed: boolean, page: number) => () => (allowed ? onPageChange(page) : undefined);
  return (
    <nav className={styles.pager} aria-label={fill(t.pagerLabel, { label })}>
      <Button size="sm" variant="secondary" className={styles.previous} aria-disabled={!position.hasPrevious} onClick={go(position.hasPrevious, position.page - 1)}>
        {t.previousPage}
      </Button>
      <p className={styles.pagerTexts} aria-live="polite" aria-atomic="true">
        <span className={styles.pagerPage}>{pageText(position)}</span>
        <span>{rangeText(position)}</span>
      </p>
      <Button size="sm" variant="secondary" className={styles.next} aria-disabled={!position.hasNext} onClick={go(position.hasNext, position.page + 1)}>
        {t.nextPage}
      </Button>
    </nav>
  );
};
