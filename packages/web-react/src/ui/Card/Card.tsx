import type { HTMLAttributes } from 'react';
import * as styles from './Card.css.js';

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** No inner padding, for cards that open with an image. */
  readonly flush?: boolean;
  /** The element to render, e.g. 'article' for a self-contained item. */
  readonly as?: 'div' | 'article' | 'section' | 'li';
}

/** A white surface with rounded corners and a soft shadow. */
export const Card = ({ flush = false, as: Tag = 'div', className, ...rest }: CardProps) => (
  <Tag {...rest} className={[styles.card, flush ? styles.flush : undefined, className].filter(Boolean).join(' ')} />
);
