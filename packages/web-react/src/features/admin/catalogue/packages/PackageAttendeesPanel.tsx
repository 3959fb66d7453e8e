import {
  attendeeCsvColumns, attendeeStatusText, fill, formatDate, messages, studioTimeZone, toCsv, todayAndTomorrow, type ClassPackage,
} from '@estudio/core';
import { useServices } from '../../../../app/services.js';
import { Button } from '../../../../ui/Button/index.js';
import { EmptyState } from '../../../../ui/EmptyState/index.js';
import { Spinner } from '../../../../ui/Spinner/index.js';
import { downloadFile } from '../../customers/exportCustomers.js';
import { useDeskCatalogue } from '../../DeskProvider.js';
import { SidePanel } from '../../kit/SidePanel/index.js';
import { LoadFailure } from '../../shared/LoadFailure.js';
import { useRetryable } from '../../shared/useRetryable.js';
import * as styles from './Packages.css.js';

const text = messages.deskPackages;

/** Props of {@link PackageAttendeesPanel}. */
export interface PackageAttendeesPanelProps {
  /** The special event whose attendees show; null: the panel is closed. */
  readonly pkg: ClassPackage | null;
  readonly onClose: () => void;
}

/** A file name from the event's title: letters, digits and hyphens. */
const fileNameOf = (title: string, day: string): string =>
  `${title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'evento'}-asistentes-${day}.csv`;

const Attendees = ({ pkg }: { readonly pkg: ClassPackage }) => {
  const { clock, config } = useServices();
  const catalogue = useDeskCatalogue();
  const zone = studioTimeZone(config);
  const loaded = useRetryable(`desk-package-attendees:${pkg.class_package_id}`, () => catalogue.packages.attendees(pkg.class_package_id));
  if (loaded.state.status === 'error') return <LoadFailure onRetry={loaded.reload} />;
  if (loaded.state.status !== 'ready') {
    return (
      <p role="status">
        <Spinner showLabel />
      </p>
    );
  }
  const rows = loaded.state.data;
  const exportCsv = () => {
    const { today } = todayAndTomorrow(clock.now(), zone);
    downloadFile(fileNameOf(pkg.title, today), toCsv(attendeeCsvColumns(zone), rows), 'text/csv;charset=utf-8');
  };
  if (rows.length === 0) return <EmptyState message={text.attendeesNone} />;
  return (
    <div className={styles.stack}>
      <p className={styles.help}>{rows.length === 1 ? text.attendeesCountOne : fill(text.attendeesCount, { count: rows.length })}</p>
      <div>
        <Button variant="secondary" onClick={exportCsv}>{text.exportCsv}</Button>
      </div>
      <ul className={styles.attendeeList}>
        {rows.map((row) => (
          <li key={row.purchase_id} className={styles.attendee}>
            <p className={styles.attendeeName}>{[row.name, row.last_name].filter(Boolean).join(' ')}</p>
            <p className={styles.attendeeMeta}>{row.email}</p>
            <p className={styles.attendeeMeta}>
              {attendeeStatusText(row, zone)} · {formatDate(row.created_at, zone)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * A special event's attendees (issue 15, /admin/paquetes 'Asistentes'):
 * who bought it and did not cancel, first come first listed
 * (GET /class_packages/especiales/{id}/asistentes), and 'Exportar CSV'
 * (core's `toCsv`: UTF-8 with BOM, formulas escaped).
 */
export const PackageAttendeesPanel = ({ pkg, onClose }: PackageAttendeesPanelProps) => (
  <SidePanel
    open={pkg !== null}
    onClose={onClose}
    title={fill(text.attendeesTitle, { name: pkg?.title ?? '' })}
    description={text.attendeesHelp}
  >
    {pkg ? <Attendees pkg={pkg} /> : null}
  </SidePanel>
);
