import { fill, formatDate, formatTime, messages, type FailedJobRun, type ScheduledJob } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { Button } from '../../../ui/Button/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useDeskJobs } from '../DeskProvider.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useDeskAction } from '../shared/useDeskAction.js';
import { useRetryable } from '../shared/useRetryable.js';
import * as styles from './JobsScreen.css.js';

const text = messages.deskJobs;

/** 'Cada 1 min', 'Cada 30 s', 'Cada 1 h': a job's period as the admins read it. */
export const periodText = (seconds: number): string => {
  const every = seconds % 3600 === 0
    ? fill(text.hours, { n: seconds / 3600 })
    : seconds % 60 === 0 ? fill(text.minutes, { n: seconds / 60 }) : fill(text.seconds, { n: seconds });
  return fill(text.every, { every });
};

const ScheduledList = ({ jobs }: { jobs: readonly ScheduledJob[] }) =>
  jobs.length === 0 ? <EmptyState message={text.noneScheduled} /> : (
    <ul className={styles.list} aria-label={text.scheduledTitle}>
      {jobs.map((job) => (
        <li key={job.name} className={styles.row}>
          <div className={styles.who}>
            <span className={styles.name}>{job.label}</span>
            <span className={styles.muted}>{periodText(job.every_seconds)}</span>
          </div>
        </li>
      ))}
    </ul>
  );

const FailedRow = ({ run, zone, busy, onRetry }: { run: FailedJobRun; zone: string; busy: boolean; onRetry: () => void }) => (
  <li className={styles.row}>
    <div className={styles.who}>
      <span className={styles.name}>{run.label}</span>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.muted}>{text.columnFailedAt}</dt>
          <dd><time dateTime={run.failed_at}>{`${formatDate(run.failed_at, zone)} ${formatTime(run.failed_at, zone)}`}</time></dd>
        </div>
        <div>
          <dt className={styles.muted}>{text.columnAttempts}</dt>
          <dd>{run.attempts}</dd>
        </div>
      </dl>
      <p className={styles.error}>{run.error || '—'}</p>
    </div>
    <Button variant="secondary" disabled={busy} onClick={onRetry} aria-label={`${text.retry}: ${run.label}`}>
      {text.retry}
    </Button>
  </li>
);

/**
 * /admin/tareas (issue 17, admin only): what runs by itself on this server
 * (renewals, reminders, the no-show sweep…) and the runs that failed after
 * every automatic retry, each with its error and 'Reintentar'.
 */
export const JobsScreen = () => {
  const api = useDeskJobs();
  const { rules } = useStudioConfig();
  const overview = useRetryable('desk-jobs', () => api.overview());
  const { isBusy, run } = useDeskAction();
  return (
    <section aria-labelledby="desk-jobs-title">
      <ScreenHeader id="desk-jobs-title" title={text.title} subtitle={text.intro} />
      {overview.state.status === 'loading' ? (
        <SkeletonGroup>
          {[0, 1, 2].map((row) => <Skeleton key={row} height={64} />)}
        </SkeletonGroup>
      ) : null}
      {overview.state.status === 'error' ? <LoadFailure onRetry={overview.reload} /> : null}
      {overview.state.status === 'ready' ? (
        <>
          <section className={styles.section} aria-labelledby="desk-jobs-failed">
            <h2 id="desk-jobs-failed" className={styles.heading}>{text.failedTitle}</h2>
            {overview.state.data.failed.length === 0 ? <EmptyState message={text.noneFailed} /> : (
              <ul className={styles.list} aria-label={text.failedTitle}>
                {overview.state.data.failed.map((failed) => (
                  <FailedRow
                    key={failed.id}
                    run={failed}
                    zone={rules.timezone}
                    busy={isBusy(failed.id)}
                    onRetry={() => void run(() => api.retry(failed.id), text.retried, overview.reload, failed.id)}
                  />
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="desk-jobs-scheduled">
            <h2 id="desk-jobs-scheduled" className={styles.heading}>{text.scheduledTitle}</h2>
            <ScheduledList jobs={overview.state.data.jobs} />
          </section>
        </>
      ) : null}
    </section>
  );
};
