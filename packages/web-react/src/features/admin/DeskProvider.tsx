import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DeskApi, DeskCatalogueApi, DeskCustomerApi, DeskJobsApi, DeskReportsApi, DeskScheduleApi, DeskSettingsApi } from '@estudio/core';
import { lazyGroup, type HttpClient } from '@estudio/adapters';
import { useServices } from '../../app/services.js';

interface BackOffice {
  readonly desk: DeskApi | null;
  readonly customers: DeskCustomerApi | null;
  readonly catalogue: DeskCatalogueApi | null;
  readonly settings: DeskSettingsApi | null;
  readonly schedule: DeskScheduleApi | null;
  readonly reports: DeskReportsApi | null;
  readonly jobs: DeskJobsApi | null;
}

const DeskContext = createContext<BackOffice>({ desk: null, customers: null, catalogue: null, settings: null, schedule: null, reports: null, jobs: null });

/** An object whose each member is made by `make` the first time it is read (and kept): the catalogue's lists, without a list of them here. */
const lazyLists = <T extends object>(make: <K extends keyof T>(key: K) => T[K]): T => {
  const made = new Map<PropertyKey, unknown>();
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (key === 'then' || typeof key === 'symbol') return undefined;
      if (!made.has(key)) made.set(key, make(key as keyof T));
      return made.get(key);
    },
  });
};

/** The desk's HTTP adapter, loaded with the first call (its own chunk, so the bundler keeps the first load of '/' whole). */
const overHttp = (http: HttpClient): BackOffice => {
  const adapter = () => import('@estudio/adapters/desk');
  return {
    desk: lazyGroup<DeskApi>(() => adapter().then((module) => module.createHttpDeskApi(http))),
    customers: lazyGroup<DeskCustomerApi>(() => adapter().then((module) => module.createHttpDeskCustomerApi(http))),
    // One lazy group a list, made when a screen first reads it: lazyGroup binds a port's methods, and the catalogue's members are lists of methods.
    catalogue: lazyLists<DeskCatalogueApi>((key) => lazyGroup(() => adapter().then((module) => module.createHttpDeskCatalogueApi(http)[key] as object)) as DeskCatalogueApi[typeof key]),
    settings: lazyGroup<DeskSettingsApi>(() => adapter().then((module) => module.createHttpDeskSettingsApi(http))),
    schedule: lazyGroup<DeskScheduleApi>(() => adapter().then((module) => module.createHttpDeskScheduleApi(http))),
    reports: lazyGroup<DeskReportsApi>(() => adapter().then((module) => module.createHttpDeskReportsApi(http))),
    jobs: lazyGroup<DeskJobsApi>(() => adapter().then((module) => module.createHttpDeskJobsApi(http))),
  };
};

/**
 * Binds the back office's calls (core's DeskApi, DeskCustomerApi and
 * DeskCatalogueApi) once
 * for the admin area: the services' own in tests and stories, else over the
 * app's HTTP client. It lives in the admin chunk, so no customer downloads it.
 */
export const DeskProvider = ({ children }: { children: ReactNode }) => {
  const services = useServices();
  const value = useMemo<BackOffice>(() => {
    const http = services.http ? overHttp(services.http) : null;
    return {
      desk: services.desk ?? http?.desk ?? null,
      customers: services.deskCustomers ?? http?.customers ?? null,
      catalogue: services.deskCatalogue ?? http?.catalogue ?? null,
      settings: services.deskSettings ?? http?.settings ?? null,
      schedule: services.deskSchedule ?? http?.schedule ?? null,
      reports: services.deskReports ?? http?.reports ?? null,
      jobs: services.deskJobs ?? http?.jobs ?? null,
    };
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

/** The catalogue's lists ('Catálogo', admin only); only inside the admin area. */
export const useDeskCatalogue = (): DeskCatalogueApi => useContext(DeskContext).catalogue ?? missing('useDeskCatalogue');

/** The studio's settings ('Configuración', admin only); only inside the admin area. */
export const useDeskSettings = (): DeskSettingsApi => useContext(DeskContext).settings ?? missing('useDeskSettings');

/** The schedule ('Horarios', admin only): the week and day views, a class or a weekly series, changes and cancellations; only inside the admin area. */
export const useDeskSchedule = (): DeskScheduleApi => useContext(DeskContext).schedule ?? missing('useDeskSchedule');

/** The reports ('Reportes', admin only): sales, attendance, customers and coaches over a range; only inside the admin area. */
export const useDeskReports = (): DeskReportsApi => useContext(DeskContext).reports ?? missing('useDeskReports');

/** 'Tareas automáticas' (admin only): the jobs that run by themselves and their failed runs; only inside the admin area. */
export const useDeskJobs = (): DeskJobsApi => useContext(DeskContext).jobs ?? missing('useDeskJobs');
