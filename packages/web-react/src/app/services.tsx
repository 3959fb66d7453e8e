import { createContext, useContext, type ReactNode } from 'react';
import type { HttpClient } from '@estudio/adapters';
import { embeddedAnswer, type AnswerOf, type AnswerQuery, type Endpoint } from '@estudio/core';
import type {
  ApiPort, CalendarApi, NoticesApi, WaitlistOfferApi, CardProviderPort, DeskApi, DeskCatalogueApi, DeskCustomerApi, DeskJobsApi, DeskReportsApi, DeskScheduleApi, DeskSettingsApi, ClockPort, IdentityPort, ReservationLinkApi, Result, StoragePort, StudioConfig, SubscriptionProviderPort,
} from '@estudio/core';

/**
 * Everything the views need from the outside world, provided once at the
 * composition root (main.tsx for the browser, fakes in tests and stories).
 * Views never fetch by themselves: they go through these ports and machines.
 */
export interface Services {
  readonly api: ApiPort;
  readonly identity: IdentityPort;
  readonly clock: ClockPort;
  readonly storage: StoragePort;
  readonly config: StudioConfig;
  /** Fired by the HTTP client when the server answers auth/id-token-expired. */
  readonly sessionExpired: ExpirySignal;
  /**
   * POST /api/auth/reset/confirm: sets a new password with the token of a
   * reset e-mail (/recuperar/nueva). The server's own provider only; absent,
   * /recuperar/nueva reads every link as invalid.
   */
  readonly confirmPasswordReset?: ConfirmPasswordReset;
  /**
   * The payment providers' browser scripts. Absent, the checkout builds them
   * from the studio's configuration (Stripe with `card_public_key`, PayPal
   * with its client id), inside its own lazy chunk; tests and stories pass
   * stand-ins.
   */
  readonly paymentProviders?: PaymentProviders;
  /**
   * The app's HTTP client, for the areas that bind their own calls on it
   * (the back office's DeskApi, in the admin chunk). Absent in tests and
   * stories, which pass `desk` instead.
   */
  readonly http?: HttpClient;
  /** The back office's front-desk calls; absent, /admin binds them over `http`. */
  readonly desk?: DeskApi;
  /** The back office's calls on one customer and a class's roster; absent, /admin binds them over `http`. */
  readonly deskCustomers?: DeskCustomerApi;
  /** The back office's catalogue lists ('Catálogo'); absent, /admin binds them over `http`. */
  readonly deskCatalogue?: DeskCatalogueApi;
  /** The studio's settings ('Configuración'); absent, /admin binds them over `http`. */
  readonly deskSettings?: DeskSettingsApi;
  /** The schedule ('Horarios'); absent, /admin binds it over `http`. */
  readonly deskSchedule?: DeskScheduleApi;
  /** The reports ('Reportes'); absent, /admin binds them over `http`. */
  readonly deskReports?: DeskReportsApi;
  /** Calendar files ('Agregar a mi calendario', her feed in 'Mi Información'); absent, the member area binds them over `http`. */
  readonly calendar?: CalendarApi;
  /** The reminder's one-tap cancel link (/mystudio/cancelar#{token}; tests and stories); else over `http`. */
  readonly reservationLink?: ReservationLinkApi;
  /** A waitlist offer's link (/mystudio/lista-de-espera/oferta/{token}, tests and stories); else over `http`. */
  readonly waitlistOffer?: WaitlistOfferApi;
  /** Her notice preferences ('Notificaciones' in 'Mi Información', tests and stories); else over `http`. */
  readonly notices?: NoticesApi;
  /** 'Tareas automáticas' (tests and stories); else over `http`. */
  readonly deskJobs?: DeskJobsApi;
  /**
   * The answers the page came with (core's `BootData.answers`): a view's
   * first render shows them at once, on the server and in the browser, so the
   * browser's first render matches the server's HTML. Absent: views start loading.
   */
  readonly embedded?: Readonly<Record<string, unknown>>;
  /** Until when (the clock's reading) `embedded` stands in for the API, as the HTTP client's preloaded answers do; absent: always. */
  readonly embeddedUntil?: number;
  /** The server's clock when it made the page (core's `BootData.now`): what a calendar opened on the embedded weeks reads as now. */
  readonly embeddedNow?: number;
  /** The server's guess that the page opens on a wide screen (core's `BootData.wide`): the layout it rendered, which hydration keeps. */
  readonly wideScreen?: boolean;
}

/** The card provider (null: the sandbox processor's form) and the subscription provider (null: none). */
export interface PaymentProviders {
  readonly card: CardProviderPort | null;
  readonly subscription: SubscriptionProviderPort | null;
}

/** Sets a new password with a reset e-mail's token; a used or expired token fails with auth/invalid-reset-token. */
export type ConfirmPasswordReset = (token: string, password: string) => Promise<Result<void>>;

/** A tiny signal the HTTP adapter fires and the session machine listens to. */
export interface ExpirySignal {
  fire(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates an ExpirySignal. */
export const createExpirySignal = (): ExpirySignal => {
  const listeners = new Set<() => void>();
  return {
    fire: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

const ServicesContext = createContext<Services | null>(null);

/** Provides the services to the tree. */
export const ServicesProvider = ({ services, children }: { services: Services; children: ReactNode }) => (
  <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
);

/** The services of the composition root. */
export const useServices = (): Services => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a <ServicesProvider>');
  return services;
};

/**
 * The answer of one GET the page came with (`embedded`, while it stands),
 * or undefined: what a view that loads it shows first (`useResource`'s `initial`).
 */
export const useEmbedded = <E extends Endpoint>(
  endpoint: E,
  params?: Readonly<Record<string, string | number>>,
  query?: AnswerQuery,
): AnswerOf<E> | undefined => useEmbeddedReader()(endpoint, params, query);

/** Whether the page's answers still stand: a view opened later in the tab does not start from them. */
const standing = ({ embeddedUntil, clock }: Services): boolean => embeddedUntil === undefined || clock.now() <= embeddedUntil;

/**
 * `useEmbedded` for reads known only while rendering (a calendar's weeks),
 * and the server's now the page was made at (undefined once the answers no
 * longer stand, or for a page that came without).
 */
export const useEmbeddedReader = () => {
  const services = useServices();
  const read = <E extends Endpoint>(endpoint: E, params?: Readonly<Record<string, string | number>>, query?: AnswerQuery): AnswerOf<E> | undefined =>
    standing(services) ? embeddedAnswer(services.embedded, endpoint, params, query) : undefined;
  return Object.assign(read, { now: standing(services) ? services.embeddedNow : undefined });
};

/** The studio configuration parsed from /api/appconfig. */
export const useStudioConfig = (): StudioConfig => useServices().config;
