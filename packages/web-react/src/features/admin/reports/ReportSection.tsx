import { useId, type ReactNode } from 'react';
import { messages } from '@estudio/core';
import { Button } from '../../../ui/Button/index.js';
import * as styles from './Reports.css.js';

/** Props of {@link ReportSection}. */
export interface ReportSectionProps {
  readonly title: string;
  readonly note?: ReactNode;
  /** 'Exportar CSV'; null hides it (nothing to export, or still loading). */
  readonly onExport: (() => void) | null;
  /** While 'Exportar CSV' reads the rest of a long list: the button is busy and says so. */
  readonly exporting?: boolean;
  readonly children: ReactNode;
}

/**
 * A titled part of a report (a region named by its h2) with its 'Exportar
 * CSV' beside the title; the button is described by the title, so each of
 * a screen's several 'Exportar CSV' says which table it exports.
 */
export const ReportSection = ({ title, note, onExport, exporting = false, children }: ReportSectionProps) => {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {onExport ? (
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={onExport} busy={exporting}>
            {exporting ? messages.deskReportsScreen.exporting : messages.deskReportsScreen.exportCsv}
          </Button>
        ) : null}
      </div>
      {note ? <p className={styles.sectionNote}>{note}</p> : null}
      {children}
    </section>
  );
};
