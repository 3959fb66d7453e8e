import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import * as styles from './page.css.js';

/** Spec 2: while a list loads, grey rows shaped like it and one spoken 'Cargando…'. */
export const ListSkeleton = ({ label, rows = 4 }: { label: string; rows?: number }) => (
  <SkeletonGroup label={label}>
    <div className={styles.skeletonRows}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={56} />
      ))}
    </div>
  </SkeletonGroup>
);
