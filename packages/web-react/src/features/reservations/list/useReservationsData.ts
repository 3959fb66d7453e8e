import { useCallback, useRef, useState } from 'react';
import type { AvailableClass, Location, MyReservationsResponse } from '@estudio/core';
import { useServices } from '../../../app/services.js';
import { useResource, type ResourceState } from '../../shared/useResource.js';
import type { ListQuery } from './listQuery.rules.js';

/** What 'Mis Reservaciones' loads. */
export interface ReservationsData {
  /** The page asked for; after a change (cancel, rating) the last answer stays on screen until the new one arrives. */
  readonly list: ResourceState<MyReservationsResponse>;
  readonly locations: ResourceState<Location[]>;
  readonly credits: ResourceState<AvailableClass[]>;
  /** The total of the filter (`max`), kept while another page of it loads so the pager stays. */
  readonly max: number;
  /** Loads the page and the credits again, after a cancel, a rating or a guest's new name. */
  readonly reload: () => void;
}

/**
 * The reads of 'Mis Reservaciones' through the ports: one page of the
 * customer's reservations for the URL's page and filter, the locations
 * (Ubicación shows only with more than one) and the credits (the badge).
 * Failures go to the alert display (spec 8).
 */
export const useReservationsData = ({ page, filter }: ListQuery): ReservationsData => {
  const { api } = useServices();
  const [version, setVersion] = useState(0);
  const query = `${filter}:${page}`;
  const list = useResource(`reservations:${query}:${version}`, () => api.reservations.mine({ page, filter }));
  const locations = useResource('locations', () => api.catalog.locations());
  const credits = useResource(`credits:${version}`, () => api.credits.mine());
  // A reload keeps the rows on screen (no flash of skeletons); a new page or filter shows the skeleton.
  const last = useRef<{ query: string; filter: string; list: ResourceState<MyReservationsResponse> } | null>(null);
  if (list.status !== 'loading') last.current = { query, filter, list };
  const shown = list.status === 'loading' && last.current?.query === query ? last.current.list : list;
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const known = last.current?.filter === filter && last.current.list.status === 'ready' ? last.current.list.data.max : 0;
  return { list: shown, locations, credits, max: shown.status === 'ready' ? shown.data.max : known, reload };
};
