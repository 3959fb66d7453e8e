import { useState } from 'react';
import { auditActionLabel, auditDetailLines, fill, formatDateTime, messages, roleLabel, studioTimeZone } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton/index.js';
import { useDeskCustomers } from '../DeskProvider.js';
import { pageWindow } from '../kit/DataTable/index.js';
import { Pager } from '../kit/DataTable/Pager.js';
import { LoadFailure } from '../shared/LoadFailure.js';
import { useRetryable } from '../shared/useRetryable.js';
import { Empty, Section } from './Section.js';
import * as styles from './CustomerScreen.css.js';

const text = messages.desk;
/** The server's page of history. */
const HISTORY_PAGE = 25;

/**
 * 'Historial': every action the team took on her record, newest first:
 * what, who (name and role) and when, and what changed. `version` moves
 * when the page changes something, so the newest line shows at once.
 */
export const HistorySection = ({ customerId, version }: { customerId: number; version: number }) => {
  const customers = useDeskCustomers();
  const { config } = useServices();
  const zone = studioTimeZone(config);
  const [page, setPage] = useState(1);
  const history = useRetryable(`desk-history:${customerId}:${page}:${version}`, () => customers.history(customerId, page));
  const { state } = history;
  return (
    <Section id="historial" title={text.sectionHistory}>
      {state.status === 'loading' ? (
        <SkeletonGroup>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </SkeletonGroup>
      ) : null}
      {state.status === 'error' ? <LoadFailure onRetry={history.reload} /> : null}
      {state.status === 'ready' && state.data.total === 0 ? <Empty>{text.noHistory}</Empty> : null}
      {state.status === 'ready' ? (
        <ol className={styles.list}>
          {state.data.history.map((entry) => (
            <li key={entry.audit_id} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemTitle}>{auditActionLabel(entry)}</span>
                <span className={styles.itemDetail}>
                  {formatDateTime(entry.created_at, zone)} · {fill(text.historyBy, { name: entry.actor.name || entry.actor.email, role: roleLabel(entry.actor.role) })}
                </span>
                {auditDetailLines(entry).map((line) => (
                  <span key={line} className={styles.itemDetail}>
                    {line}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {state.status === 'ready' && state.data.total > HISTORY_PAGE ? (
        <Pager position={pageWindow({ page, perPage: HISTORY_PAGE, total: state.data.total })} label={text.sectionHistory} onPageChange={setPage} />
      ) : null}
    </Section>
  );
};
