import { useId } from 'react';
import { fill, formatDateTime, messages, type ClassConflict } from '@estudio/core';
import type { ConflictsState } from './useConflicts.js';
import * as styles from './Schedule.css.js';

const text = messages.deskScheduleScreen;

/** One conflict in words: 'Ubicación ocupada: Yoga, mar 01 dic, 07:00', or the coach who is taken. */
export const conflictText = (conflict: ClassConflict, zone: string): string => {
  const date = formatDateTime(conflict.class_date, zone);
  return conflict.kind === 'location'
    ? fill(text.locationTaken, { type: conflict.class_type_name, date })
    : fill(text.coachTaken, { coach: conflict.coach_name ?? text.noCoach, type: conflict.class_type_name, date });
};

/**
 * The class form's conflicts, before saving: while asking 'Buscando
 * conflictos…', none 'Sin conflictos…', each one as a line of an alert
 * (read out when they appear), or that they could not be checked.
 */
export const ConflictList = ({ state, zone }: { readonly state: ConflictsState; readonly zone: string }) => {
  const titleId = useId();
  if (state.status === 'idle') return null;
  if (state.status === 'checking') return <p className={styles.quiet} role="status">{text.checkingConflicts}</p>;
  if (state.status === 'error') return <p className={styles.quiet} role="status">{text.conflictsFailed}</p>;
  if (state.conflicts.length === 0) return <p className={styles.quiet} role="status">{text.noConflicts}</p>;
  return (
    <div className={styles.conflicts} role="alert" aria-labelledby={titleId}>
      <p id={titleId} className={styles.previewTitle}>
        {text.conflictsTitle}
      </p>
      <ul className={styles.conflictsList}>
        {state.conflicts.map((conflict) => (
          <li key={`${conflict.kind}-${conflict.single_class_id}-${conflict.start}-${conflict.coach_name ?? ''}`}>{conflictText(conflict, zone)}</li>
        ))}
      </ul>
    </div>
  );
};
