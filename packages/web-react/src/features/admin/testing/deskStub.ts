import {
  appError, err, ok, type AppError, type DeskApi, type DeskCatalogueApi, type DeskCustomerApi, type Result,
} from '@estudio/core';

type AnyPort = object;
type Call<P> = { [K in keyof P]: P[K] extends (...args: infer A) => unknown ? A : never };

/** The calls a stub received, by member, each as its argument list. */
export type StubCalls<P extends AnyPort> = { [K in keyof P]: Call<P>[K][] };

/** A port that answers what it is given and records every call. */
export type PortStub<P extends AnyPort> = P & { readonly calls: StubCalls<P> };

const unset = (name: string) => async (): Promise<Result<never>> => err(appError('test/unset', `${name} was not set here`));

/**
 * A stand-in for one of the back office's ports in component tests and
 * stories: not a second backend (it holds no rules and no data), only the
 * answers it is given, with every call recorded. A member nobody set answers
 * a failure naming itself. The real calls are tested against the server
 * (the adapters' and the server's suites) and in the Chromium journeys.
 */
const portStub = <P extends AnyPort>(members: readonly (keyof P & string)[], answers: Partial<P>): PortStub<P> => {
  const calls = Object.fromEntries(members.map((name) => [name, []])) as unknown as StubCalls<P>;
  const bound = Object.fromEntries(
    members.map((name) => {
      const answer = (answers[name] ?? unset(name)) as (...args: unknown[]) => Promise<Result<unknown>>;
      return [name, (...args: unknown[]) => {
        (calls[name] as unknown[][]).push(args);
        return answer(...args);
      }];
    }),
  ) as unknown as P;
  return { ...bound, calls };
};

const DESK: readonly (keyof DeskApi)[] = ['customers', 'customer', 'search', 'createCustomer', 'days', 'team', 'invite', 'setRole', 'removeMember'];
const DESK_CUSTOMERS: readonly (keyof DeskCustomerApi)[] = [
  'summary', 'history', 'updateCustomer', 'giveAccess', 'revokeAccess', 'removeClasses', 'markPaid', 'cancelSubscription', 'sell',
  'reservations', 'reserve', 'cancelReservation', 'updateReservation', 'liftPenalty', 'roster', 'attendAll', 'promote',
];

/** A stub of DeskApi (customers list, 'Hoy', team). */
export type DeskStub = PortStub<DeskApi>;
/** A stub of DeskCustomerApi (one customer's page, rosters). */
export type DeskCustomersStub = PortStub<DeskCustomerApi>;

export const deskStub = (answers: Partial<DeskApi> = {}): DeskStub => portStub(DESK, answers);

/** A stub of DeskCatalogueApi: each list a stub of its own (`catalogue.locations.calls.remove`). */
export type DeskCatalogueStub = { readonly [K in keyof DeskCatalogueApi]: PortStub<DeskCatalogueApi[K]> };

/**
 * A port stub whose members are whatever a test reads: each records its
 * calls (`calls.x` is [] until called) and answers what it was given, or a
 * failure naming itself. For the catalogue's lists, whose members differ
 * (packages also reorder, penalties lift...), so no list of them is kept here.
 */
const openStub = <P extends AnyPort>(answers: Partial<P>): PortStub<P> => {
  const calls = new Proxy({} as Record<string, unknown[][]>, {
    get: (recorded, name) => (typeof name === 'string' ? (recorded[name] ??= []) : undefined),
  });
  return new Proxy({} as PortStub<P>, {
    get: (_target, name) => {
      if (name === 'calls') return calls;
      if (typeof name !== 'string' || name === 'then') return undefined;
      const answer = ((answers as Record<string, unknown>)[name] ?? unset(name)) as (...args: unknown[]) => Promise<Result<unknown>>;
      return (...args: unknown[]) => {
        calls[name]!.push(args);
        return answer(...args);
      };
    },
  });
};

/** The catalogue's lists, each answering what it is given (`{ locations: { list: … } }`); a list a test reads is made when first read. */
export const deskCatalogueStub = (answers: { readonly [K in keyof DeskCatalogueApi]?: Partial<DeskCatalogueApi[K]> } = {}): DeskCatalogueStub => {
  const made = new Map<string, unknown>();
  return new Proxy({} as DeskCatalogueStub, {
    get: (_target, key) => {
      if (typeof key !== 'string' || key === 'then') return undefined;
      if (!made.has(key)) made.set(key, openStub((answers as Record<string, object | undefined>)[key] ?? {}));
      return made.get(key);
    },
  });
};
export const deskCustomersStub = (answers: Partial<DeskCustomerApi> = {}): DeskCustomersStub => portStub(DESK_CUSTOMERS, answers);

/** An answer that never comes: the loading state. */
export const never = <T,>(): Promise<Result<T>> => new Promise<Result<T>>(() => undefined);

/** A failed answer as the HTTP adapter gives it. */
export const failed = <T,>(error: AppError = appError('http/500', 'Error del servidor', 500)): Promise<Result<T>> => Promise.resolve(err(error));

/** A successful answer. */
export const answered = <T,>(value: T): Promise<Result<T>> => Promise.resolve(ok(value));

/** The back office's ports for a test or story that does not care what they answer: every call is recorded and fails. */
export const backOfficeStubs = (desk: Partial<DeskApi> = {}, customers: Partial<DeskCustomerApi> = {}) => ({
  desk: deskStub(desk),
  deskCustomers: deskCustomersStub(customers),
  deskCatalogue: deskCatalogueStub(),
});
