import { useState } from 'react';
import { messages } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { ButtonLink } from '../../../ui/Button/index.js';
import { Container } from '../../../ui/Container/index.js';
import { EmptyState } from '../../../ui/EmptyState/index.js';
import { MEMBER_SCREENS } from '../../member/memberLinks.js';
import { useResource } from '../../shared/useResource.js';
import { ListSkeleton } from '../shared/ListSkeleton.js';
import * as page from '../shared/page.css.js';
import { useLeaveWaitlist } from './useLeaveWaitlist.js';
import type { WaitlistRow } from './waitlistRow.rules.js';
import { WaitlistEntries } from './WaitlistEntries.js';
import { WaitlistHelp } from './WaitlistHelp.js';
import { waitlistRow } from './waitlistRow.rules.js';

/**
 * /mystudio/waitlists, 'Mis Listas de Espera' (spec 2): the customer's
 * waitlist entries (table from 960 px, cards below), the help button, the
 * 'Calendario' button, 'No te has anotado a ninguna lista de espera.' when
 * empty, and each removal confirmed in the 'Precaución' dialog.
 */
export const WaitlistsPage = () => {
  const { api, config } = useServices();
  const [version, setVersion] = useState(0);
  const entries = useResource(`waitlists:${version}`, () => api.waitlist.mine());
  const removal = useLeaveWaitlist(() => setVersion((v) => v + 1));
  const remove = (row: WaitlistRow) => removal.leave({ singleClassId: row.singleClassId, waitlistId: row.id });
  const w = messages.waitlist;
  const rows = entries.status === 'ready' ? entries.data.map((entry) => waitlistRow(entry, config.rules.timezone)) : [];
  const calendar = (
    <ButtonLink to={MEMBER_SCREENS.calendar} variant="secondary">
      {w.calendar}
    </ButtonLink>
  );
  return (
    <Container className={page.page}>
      <header className={page.header}>
        <div className={page.headerText}>
          <h1 className={page.title}>{w.title}</h1>
          <WaitlistHelp />
        </div>
        <div className={page.headerActions}>{calendar}</div>
      </header>
      {entries.status === 'loading' ? <ListSkeleton label={w.loading} rows={3} /> : null}
      {entries.status === 'ready' && rows.length === 0 ? <EmptyState message={w.empty} /> : null}
      {rows.length > 0 ? <WaitlistEntries rows={rows} onRemove={remove} pendingId={removal.pendingId} /> : null}
    </Container>
  );
};
