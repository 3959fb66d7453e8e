import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { clampReservationPage, messages, reservationPageCount, type ReservationFilter } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useSession } from '../../../app/session.js';
import { Container } from '../../../ui/Container/index.js';
import { BUILT_MEMBER_SCREENS } from '../../member/memberScreens.js';
import { GuestNameModal } from '../modals/GuestNameModal.js';
import { CancelModal } from '../modals/CancelModal.js';
import { QrModal } from '../modals/QrModal.js';
import { RatingModal } from '../modals/RatingModal.js';
import { useCancelFlow } from '../modals/useCancelFlow.js';
import { memberPackagesPath } from '../paths.js';
import { ListSkeleton } from '../shared/ListSkeleton.js';
import * as page from '../shared/page.css.js';
import { creditsBadgeFor } from './creditsBadge.rules.js';
import { FilterBar } from './FilterBar.js';
import { listQueryParams, readListQuery } from './listQuery.rules.js';
import { Pager } from './Pager.js';
import { ReservationsHeader } from './ReservationsHeader.js';
import { ReservationsList } from './ReservationsList.js';
import { reservationRow, type ReservationRow } from './reservationRow.rules.js';
import type { RowHandlers } from './RowActions.js';
import { useReservationsData } from './useReservationsData.js';

type OpenModal = { readonly kind: 'qr' | 'rate' | 'guest'; readonly row: ReservationRow } | null;

/** The page and filter live in the URL (?filter=upcoming&page=2): back, forward and reload keep them. */
const useListQuery = () => {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const go = useCallback((page: number, filter: ReservationFilter, replace = false) => setParams(listQueryParams({ page, filter }), { replace }), [setParams]);
  return { query, go };
};

/**
 * /mystudio/reservaciones, 'Mis Reservaciones' (spec 2): the rule lines and
 * credits badge, the filters, the customer's reservations (table or cards),
 * the pager and the row actions' modals ('Código de Acceso', 'Cancelar
 * Clase', 'Calificar Clase', the guest's name).
 */
export const ReservationsPage = () => {
  const { clock, config } = useServices();
  const { customer } = useSession();
  const { query, go } = useListQuery();
  const data = useReservationsData(query);
  const cancel = useCancelFlow(data.reload);
  const [modal, setModal] = useState<OpenModal>(null);
  const now = clock.now();
  const zone = config.rules.timezone;
  const closeModal = useCallback(() => setModal(null), []);
  const { reload } = data;
  const afterChange = useCallback(() => {
    setModal(null);
    reload();
  }, [reload]);

  const { list, max } = data;
  const pages = reservationPageCount(max);
  // A page past the last (a stale link, the last row cancelled away) goes to the last page.
  useEffect(() => {
    if (list.status === 'ready' && query.page !== clampReservationPage(query.page, max)) go(clampReservationPage(query.page, max), query.filter, true);
  }, [list.status, max, query.page, query.filter, go]);

  const rows = list.status === 'ready' ? list.data.reservations.map((r) => reservationRow(r, now, config)) : [];
  const badge = data.credits.status === 'ready' ? creditsBadgeFor(customer, data.credits.data, now, zone) : null;
  const handlers: RowHandlers = {
    onQr: (row) => setModal({ kind: 'qr', row }),
    onCancel: cancel.start,
    onRate: (row) => setModal({ kind: 'rate', row }),
    onEditGuest: (row) => setModal({ kind: 'guest', row }),
  };

  return (
    <Container className={page.page}>
      <ReservationsHeader rules={config.rules} badge={badge} packagesPath={memberPackagesPath(config, BUILT_MEMBER_SCREENS)} />
      <FilterBar value={query.filter} onChange={(filter) => go(1, filter)} />
      {list.status === 'loading' ? <ListSkeleton label={messages.reservations.loading} /> : null}
      {list.status === 'ready' ? (
        <ReservationsList
          rows={rows}
          filter={query.filter}
          allowGuests={config.features.classGuests}
          locationCount={data.locations.status === 'ready' ? data.locations.data.length : 0}
          handlers={handlers}
        />
      ) : null}
      <Pager page={query.page} pages={pages} onChange={(next) => go(next, query.filter)} />
      <CancelModal flow={cancel} zone={zone} />
      {modal?.kind === 'qr' ? <QrModal row={modal.row} onClose={closeModal} /> : null}
      {modal?.kind === 'rate' ? <RatingModal row={modal.row} onClose={closeModal} onRated={afterChange} /> : null}
      {modal?.kind === 'guest' ? <GuestNameModal row={modal.row} onClose={closeModal} onSaved={afterChange} /> : null}
    </Container>
  );
};
