import { useId, useRef, type KeyboardEvent } from 'react';
import { fill, messages } from '@estudio/core';
import { moveSpot, type SpotCell, type SpotKey, type SpotLayout } from './spotMap.rules.js';
import * as styles from './SpotPicker.css.js';

/** Props of {@link SpotPicker}. */
export interface SpotPickerProps {
  readonly layout: SpotLayout;
  /** The chosen spot's label, or null. */
  readonly value: string | null;
  readonly onChange: (label: string) => void;
  /** 'Elige tu lugar para continuar.' when the customer confirms without one. */
  readonly error?: string | null;
}

const MOVES: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] satisfies SpotKey[];

const spotName = (spot: SpotCell): string =>
  `${fill(messages.booking.spotLabel, { label: spot.label })}, ${spot.state === 'free' ? messages.booking.spotFree : messages.booking.spotTaken}`;

/**
 * The room of a class, to pick a free spot (issue 3): a radio group, so a
 * screen reader announces each place and whether it is free. One place is
 * in the tab order (the chosen one, else the first free); arrow keys move
 * between free places and choose them (Left/Right in reading order, Up/Down
 * to the nearest row), Home/End to the first/last, Enter or Space choose the
 * focused one. Taken places are shown and skipped; places that are not
 * selectable (aisles) are blank.
 */
export const SpotPicker = ({ layout, value, onChange, error }: SpotPickerProps) => {
  const id = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusable = value ?? moveSpot(layout, null, 'Home');

  const choose = (label: string | null) => {
    if (label === null) return;
    onChange(label);
    buttons.current.get(label)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, label: string) => {
    if (MOVES.includes(event.key)) {
      event.preventDefault();
      choose(moveSpot(layout, label, event.key as SpotKey));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(label);
    }
  };

  const cell = (spot: SpotCell, index: number) => {
    if (spot.state === 'blocked') return <span key={`gap-${index}`} className={styles.spot.blocked} aria-hidden="true" />;
    const chosen = spot.label === value;
    return (
      <button
        key={spot.label}
        ref={(element) => {
          if (element) buttons.current.set(spot.label, element);
          else buttons.current.delete(spot.label);
        }}
        type="button"
        role="radio"
        aria-checked={chosen}
        aria-label={spotName(spot)}
        disabled={spot.state === 'taken'}
        tabIndex={spot.label === focusable ? 0 : -1}
        className={styles.spot[spot.state === 'taken' ? 'taken' : chosen ? 'chosen' : 'free']}
        onClick={() => choose(spot.label)}
        onKeyDown={(event) => onKeyDown(event, spot.label)}
      >
        {spot.label}
      </button>
    );
  };

  return (
    <div className={styles.group}>
      <p id={`${id}-label`} className={styles.label}>
        {messages.booking.spotPickerLabel}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles.room}
      >
        {layout.rows.map((row, r) => (
          <div key={r} className={styles.row}>
            {row.map(cell)}
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
