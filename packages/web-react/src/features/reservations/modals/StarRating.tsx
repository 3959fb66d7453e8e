import { useId } from 'react';
import { RATING_MAX, RATING_MIN, ratingStarLabel } from '@estudio/core';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import * as styles from './StarRating.css.js';

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** The group's name, e.g. 'Califica al coach'. */
  readonly label: string;
  /** The radio group's form name. */
  readonly name: string;
  readonly value: number | null;
  readonly onChange: (stars: number) => void;
}

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * 1 to 5 stars (spec 5, Rating) as a radio group: native radios keep the
 * keyboard (Tab into the group, arrows to move, each star named '3 de 5
 * estrellas'); the stars up to the chosen one are filled.
 */
export const StarRating = ({ label, name, value, onChange }: StarRatingProps) => {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={styles.group}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <div className={styles.stars}>
        {SCALE.map((count) => (
          <label key={count} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
            />
            <span aria-hidden="true" className={`${styles.star} ${value !== null && count <= value ? styles.filled : ''}`}>
              ★
            </span>
            <span className={visuallyHidden}>{ratingStarLabel(count)}</span>
          </label>
        ))}
      </div>
    </div>
  );
};
