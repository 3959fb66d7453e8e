import type { ReactNode } from 'react';
import * as styles from '../admin.css.js';

/** Props of {@link ScreenHeader}. */
export interface ScreenHeaderProps {
  /** The id the screen's section is labelled by. */
  readonly id: string;
  readonly title: ReactNode;
  /** A line under the title. */
  readonly subtitle?: ReactNode;
  /** Above the title: a way back. */
  readonly back?: ReactNode;
  /** The screen's main actions, at the other end (under the title on a phone). */
  readonly actions?: ReactNode;
}

/** An admin screen's title row: its h1, a line under it, and its actions. */
export const ScreenHeader = ({ id, title, subtitle, back, actions }: ScreenHeaderProps) => (
  <div className={styles.screenHeader}>
    <div>
      {back ? <p className={styles.back}>{back}</p> : null}
      <h1 id={id} className={styles.screenTitle}>
        {title}
      </h1>
      {subtitle ? <p className={styles.screenSubtitle}>{subtitle}</p> : null}
    </div>
    {actions ? <div className={styles.screenActions}>{actions}</div> : null}
  </div>
);
