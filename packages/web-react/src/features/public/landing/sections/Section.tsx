import type { ReactNode } from 'react';
import { Container } from '../../../../ui/Container/index.js';
import * as styles from './Section.css.js';

/** Props of {@link Section}. */
export interface SectionProps {
  /** The anchor id, e.g. 'nosotros'. */
  readonly id: string;
  readonly title?: string;
  /** Beside the title, e.g. a 'Ver todos' link. */
  readonly aside?: ReactNode;
  readonly tone?: 'plain' | 'surface';
  readonly children: ReactNode;
}

/** A landing section: an anchor, a heading that names the region, and a content-width body. */
export const Section = ({ id, title, aside, tone = 'plain', children }: SectionProps) => {
  const headingId = `${id}-titulo`;
  return (
    <section id={id} className={`${styles.section} ${styles.tone[tone]}`} aria-labelledby={title ? headingId : undefined}>
      <Container>
        {title ? (
          <div className={styles.header}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {aside}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
};

export { grid as sectionGrid } from './Section.css.js';
