import type { ReactNode } from 'react';
import { Container } from '../../../ui/Container/index.js';
import * as styles from './ContentPage.css.js';

/** Props of {@link ContentPage}. */
export interface ContentPageProps {
  /** The page's one h1; omitted while it is not known yet. */
  readonly title?: ReactNode;
  /** Keeps text at a readable width. */
  readonly narrow?: boolean;
  readonly children?: ReactNode;
}

/** The frame of a public content page: a content-width column with the page title. */
export const ContentPage = ({ title, narrow = true, children }: ContentPageProps) => (
  <Container className={styles.page}>
    <div className={narrow ? styles.narrow : undefined}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {children}
    </div>
  </Container>
);
