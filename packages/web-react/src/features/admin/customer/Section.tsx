import type { ReactNode } from 'react';
import { Card } from '../../../ui/Card/index.js';
import * as styles from './CustomerScreen.css.js';

/** Props of {@link Section}. */
export interface SectionProps {
  /** The anchor of the section nav ('compras'). */
  readonly id: string;
  readonly title: string;
  /** Buttons beside the title. */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/** One part of the customer page: a card with a heading, its actions, and what it lists. */
export const Section = ({ id, title, actions, children }: SectionProps) => (
  <Card as="section" className={styles.section} aria-labelledby={`${id}-title`}>
    <div id={id} className={styles.sectionHeader}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {actions ? <div className={styles.sectionActions}>{actions}</div> : null}
    </div>
    {children}
  </Card>
);

/** A section's empty text. */
export const Empty = ({ children }: { children: ReactNode }) => <p className={styles.empty}>{children}</p>;
