import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton/index.js';
import { sectionGrid } from './Section.js';
import * as styles from './Cards.css.js';

/** Placeholder cards while a section's data loads. */
export const CardSkeletons = ({ count = 3, imageHeight = 180 }: { count?: number; imageHeight?: number }) => (
  <SkeletonGroup>
    <div className={sectionGrid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card}>
          <Skeleton height={imageHeight} />
          <div className={styles.body}>
            <Skeleton width="60%" height={20} />
            <Skeleton width="90%" />
          </div>
        </div>
      ))}
    </div>
  </SkeletonGroup>
);
