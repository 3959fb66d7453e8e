import { useState } from 'react';
import { fill, messages, type ReportRange } from '@estudio/core';
import { TextField } from '../../../ui/TextField/index.js';
import { dayText } from './reportFormat.js';
import { isIsoDate, isPreset, presetRange, RANGE_PRESETS, type RangeProblem } from './reportRange.js';
import * as styles from './Reports.css.js';

const text = messages.deskReportsScreen;

/**
 * A date input that commits only whole days: while a day is half typed (the
 * input reads '') the draft stays, and a new day from outside (a preset, the
 * address) replaces it.
 */
const DayField = ({ label, name, value, onCommit }: { label: string; name: string; value: string; onCommit: (day: string) => void }) => {
  const [draft, setDraft] = useState({ source: value, text: value });
  const shown = draft.source === value ? draft.text : value;
  return (
    <TextField
      type="date"
      label={label}
      name={name}
      value={shown}
      onChange={(next) => {
        setDraft({ source: value, text: next });
        if (isIsoDate(next) && next !== value) onCommit(next);
      }}
    />
  );
};

/** Props of {@link RangeControls}. */
export interface RangeControlsProps {
  readonly range: ReportRange;
  readonly problem: RangeProblem | null;
  /** The studio's today (yyyy-MM-dd), the quick ranges' last day. */
  readonly today: string;
  readonly onChange: (range: ReportRange) => void;
}

/**
 * 'Periodo': 'Desde' and 'Hasta' (studio days, both included) and the
 * quick ranges ('Últimos 7 días', 'Este mes', 'Mes pasado', 'Últimos 12
 * meses'), those matching the days pressed. A range the reports cannot
 * take says why instead of the range's summary.
 */
export const RangeControls = ({ range, problem, today, onChange }: RangeControlsProps) => {
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{text.rangeLabel}</legend>
      <div className={styles.rangeFields}>
        <DayField label={text.from} name="desde" value={range.start_date} onCommit={(day) => onChange({ ...range, start_date: day })} />
        <DayField label={text.to} name="hasta" value={range.end_date} onCommit={(day) => onChange({ ...range, end_date: day })} />
      </div>
      <ul className={styles.chips} aria-label={text.presetsLabel}>
        {RANGE_PRESETS.map((preset) => (
          <li key={preset}>
            <button type="button" className={styles.chip} aria-pressed={isPreset(range, preset, today)} onClick={() => onChange(presetRange(preset, today))}>
              {text.presets[preset]}
            </button>
          </li>
        ))}
      </ul>
      {problem ? (
        <p role="alert" className={styles.rangeProblem}>
          {problem === 'inverted' ? text.rangeInverted : text.rangeTooLong}
        </p>
      ) : (
        <p className={styles.sectionNote} aria-live="polite">
          {fill(text.rangeSummary, { from: dayText(range.start_date), to: dayText(range.end_date) })}
        </p>
      )}
    </fieldset>
  );
};
