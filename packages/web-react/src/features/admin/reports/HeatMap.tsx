import { fill, hourLabel, messages, weekdayName, type HeatCell } from '@estudio/core';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import { classesText, countText, percentText, placesText } from './reportFormat.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** How full a cell reads: its colour step. */
export type HeatLevel = keyof typeof styles.heatLevel;

/** The colour steps, fullest last, with the fill rate each starts at. */
const STEPS: readonly { readonly level: Exclude<HeatLevel, 'none'>; readonly from: number }[] = [
  { level: 'low', from: 0 },
  { level: 'mid', from: 0.25 },
  { level: 'high', from: 0.5 },
  { level: 'full', from: 0.75 },
];

/** A fill rate's colour step ('none' for a cell whose classes offered no place). */
export const heatLevelOf = (rate: number | null): HeatLevel =>
  rate === null ? 'none' : ([...STEPS].reverse().find((step) => rate >= step.from)?.level ?? 'low');

/** The hours the map shows: from the earliest to the latest with classes, every hour between. */
const hoursOf = (cells: readonly HeatCell[]): number[] => {
  const hours = cells.map((cell) => cell.hour);
  const first = Math.min(...hours);
  return Array.from({ length: Math.max(...hours) - first + 1 }, (_, index) => first + index);
};

const Cell = ({ cell }: { cell: HeatCell | undefined }) => {
  if (!cell) {
    return (
      <td className={`${styles.heatCell} ${styles.heatLevel.none}`}>
        <span className={visuallyHidden}>{text.noClasses}</span>
      </td>
    );
  }
  const rate = percentText(cell.fill_rate);
  // '4 de 10 lugares, 1 clase': read after the rate by a screen reader (its row and column name the day and hour), shown on hover.
  const detail = fill(text.heatMapCellDetail, { booked: countText(cell.booked), places: placesText(cell.capacity), classes: classesText(cell.classes) });
  return (
    <td
      className={`${styles.heatCell} ${styles.heatLevel[heatLevelOf(cell.fill_rate)]}`}
      title={fill(text.heatMapCell, { weekday: weekdayName(cell.weekday), hour: hourLabel(cell.hour), rate, detail })}
    >
      {rate}
      <span className={visuallyHidden}>{`, ${detail}`}</span>
    </td>
  );
};

/**
 * 'Ocupación por día y hora': the weekday × hour heat map as a real table
 * (weekdays as row headers, hours as column headers), each cell its fill
 * rate as text on a colour step, so the colour is never the only cue; a
 * legend names the steps. It scrolls sideways on a phone; the scrolling
 * region takes the keyboard's focus.
 */
export const HeatMap = ({ cells }: { cells: readonly HeatCell[] }) => {
  if (cells.length === 0) return <EmptyState message={text.empty} />;
  const hours = hoursOf(cells);
  const at = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  return (
    <>
      <p className={styles.sectionNote}>{text.heatMapHelp}</p>
      <ul className={styles.legendList} aria-label={text.heatMapLegend}>
        {STEPS.map((step) => (
          <li key={step.level} className={styles.legendItem}>
            <span className={`${styles.legendSwatch} ${styles.heatLevel[step.level]}`} aria-hidden="true" />
            {text.heatSteps[step.level]}
          </li>
        ))}
      </ul>
      {/* A scrolling region the keyboard can reach (WCAG 2.1.1). */}
      <div className={styles.heatWrap} role="region" aria-label={text.heatMapTable} tabIndex={0}>
        <table className={styles.heatTable}>
          <caption className={visuallyHidden}>
            {text.heatMap}
          </caption>
          <thead>
            <tr>
              <td />
              {hours.map((hour) => (
                <th key={hour} scope="col" className={styles.heatHead}>
                  {hourLabel(hour)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => (
              <tr key={weekday}>
                <th scope="row" className={styles.heatRowHead}>
                  {weekdayName(weekday)}
                </th>
                {hours.map((hour) => (
                  <Cell key={hour} cell={at.get(`${weekday}-${hour}`)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
};
