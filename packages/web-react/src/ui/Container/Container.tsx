import type { HTMLAttributes } from 'react';
import * as styles from './Container.css.js';

/** Centres content at the theme's maximum content width, with side gutters on small screens. */
export const Container = ({ className, ...rest }: HTMLAttributes<HTMLDivElement>) => (
  <div {...rest} className={className ? `${styles.container} ${className}` : styles.container} />
);
