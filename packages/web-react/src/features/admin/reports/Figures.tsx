import { messages } from '@estudio/core';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import * as styles from './Reports.css.js';

/** One headline figure of a report: what it is, its value, and a line under it. */
export interface Figure {
  readonly label: string;
  readonly value: string;
  readonly detail?: string;
}

/** A report's headline figures, in a region named 'Resumen del periodo', as a description list of cards ('Ingresos' $12,300). */
export const Figures = ({ figures }: { readonly figures: readonly Figure[] }) => (
  <section aria-label={messages.deskReportsScreen.summary}>
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
          {figure.detail ? <dd className={styles.figureDetail}>{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  </section>
);

/** The figures' cards while the report loads. */
export const FiguresLoading = ({ count }: { readonly count: number }) => (
  <SkeletonGroup>
    <div className={styles.figures}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.figure}>
          <Skeleton width="60%" height={14} />
          <Skeleton width="80%" height={30} />
        </div>
      ))}
    </div>
  </SkeletonGroup>
);
