import type { ReactNode } from 'react';
import { messages } from '@estudio/core';
import { visuallyHidden } from '../Spinner/index.js';
import * as styles from './Skeleton.css.js';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  readonly width?: number | string;
  readonly height?: number | string;
  /** Round, for avatars. */
  readonly circle?: boolean;
}

/** A grey placeholder shaped like the content that is loading. Hidden from screen readers. */
export const Skeleton = ({ width = '100%', height = 16, circle = false }: SkeletonProps) => (
  <span className={styles.block} aria-hidden="true" style={{ width, height, borderRadius: circle ? '50%' : undefined }} />
);

/** A busy region: skeletons for the eye, one 'Cargando' for screen readers. */
export const SkeletonGroup = ({ children, label = messages.ui.loading }: { children: ReactNode; label?: string }) => (
  <div aria-busy="true">
    <span className={visuallyHidden} role="status">
      {label}
    </span>
    {children}
  </div>
);
