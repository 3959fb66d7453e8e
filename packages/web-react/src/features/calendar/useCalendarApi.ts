import { useMemo } from 'react';
import { createHttpCalendarApi } from '@estudio/adapters/calendar';
import type { CalendarApi } from '@estudio/core';
import { useServices } from '../../app/services.js';

/**
 * The calendar calls (issue 17): the services' own (tests, stories), else
 * bound over the app's HTTP client with her identity. Null when there is
 * neither (an embedder without HTTP): the calendar buttons and section then
 * show nothing rather than a button that cannot work.
 */
export const useCalendarApi = (): CalendarApi | null => {
  const { calendar, http, identity } = useServices();
  return useMemo(() => calendar ?? (http ? createHttpCalendarApi({ http, identity }) : null), [calendar, http, identity]);
};
