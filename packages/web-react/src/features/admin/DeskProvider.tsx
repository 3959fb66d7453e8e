import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DeskApi, DeskCustomerApi } from '@estudio/core';
import { lazyGroup, type HttpClient } from '@estudio/adapters';
import { useServices } from '../../app/services.js';

interface BackOffice {
  readonly desk: DeskApi | null;
  readonly customers: DeskCustomerApi | null;
}

const DeskContext = createContext<BackOffice>({ desk: null, customers: null });

/** The desk's HTTP adapter, loaded with the first call (its own chunk, so the bundler keeps the first load of '/' whole). */
const overHttp = (http: HttpClient): BackOffice => {
  const adapter = () => import('@estudio/adapters/desk');
  return {
    desk: lazyGroup<DeskApi>(() => adapter().then((module) => module.createHttpDeskApi(http))),
    customers: lazyGroup<DeskCustomerApi>(() => adapter().then((module) => module.createHttpDeskCustomerApi(http))),
  };
};

/**
 * Binds the back office's calls (core's DeskApi and DeskCustomerApi) once
 * for the admin area: the services' own in tests and stories, else over the
 * app's HTTP client. It lives in the admin chunk, so no customer downloads it.
 */
export const DeskProvider = ({ children }: { children: ReactNode }) => {
  const services = useServices();
  const value = useMemo<BackOffice>(() => {
    const http = services.http ? overHttp(services.http) : null;
    return { desk: services.desk ?? http?.desk ?? null, customers: services.deskCustomers ?? http?.customers ?? null };
  }, [services]);
  return <DeskContext.Provider value={value}>{children}</DeskContext.Provider>;
};

const missing = (what: string): never => {
  throw new Error(`${what} needs a <DeskProvider> with services.http or the services' own ports`);
};

/** The front desk's calls (customers list, 'Hoy', team); only inside the admin area. */
export const useDesk = (): DeskApi => useContext(DeskContext).desk ?? missing('useDesk');

/** The calls on one customer and a class's roster; only inside the admin area. */
export const useDeskCustomers = (): DeskCustomerApi => useContext(DeskContext).customers ?? missing('useDeskCustomers');
