import { fill, messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import { pagerItems } from './listQuery.rules.js';
import * as styles from './list.css.js';

/** Props of {@link Pager}. */
export interface PagerProps {
  readonly page: number;
  /** ceil(max / 50) (spec 9). */
  readonly pages: number;
  readonly onChange: (page: number) => void;
}

/**
 * The pager of 'Mis Reservaciones': 'Anterior', the pages near the current
 * one (which carries aria-current), 'Siguiente'. Nothing with a single page.
 */
export const Pager = ({ page, pages, onChange }: PagerProps) => {
  const r = messages.reservations;
  if (pages <= 1) return null;
  return (
    <nav aria-label={r.pagerLabel} className={styles.pager}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {r.pagePrevious}
      </Button>
      <ul className={styles.pagerList}>
        {pagerItems(page, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                size="sm"
                variant={item === page ? 'primary' : 'ghost'}
                aria-label={fill(r.pageNumber, { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {r.pageNext}
      </Button>
    </nav>
  );
};
