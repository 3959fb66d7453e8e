import type { SubscriptionPeriod } from '../api/schemas/packages.schemas.js';

/**
 * A package as the catalogue rules read it: the fields of spec 3 'Class
 * package' they need, so the API's `ClassPackage` and a server row both fit.
 */
export interface CatalogPackage {
  readonly class_package_id: number;
  readonly price: number;
  readonly sale_price: number | null;
  readonly is_subscription: boolean;
  readonly subscription_period: SubscriptionPeriod | null;
  readonly subscription_interval: number | null;
  /** -1 is unlimited (spec 9). */
  readonly class_amount: number;
  readonly expiration_days: number | null;
  readonly is_special_event: boolean;
  readonly is_trial: boolean;
  readonly limit_per_customer: number | null;
  readonly order: number;
}

/** The fields of a package that decide whether it is a trial (spec 4 'Trial packages'). */
export type TrialFacts = Pick<CatalogPackage, 'is_trial' | 'class_amount' | 'limit_per_customer'>;

/** The Packages screen (spec 2): the trial section first, then the list, or the empty text. */
export interface PackagesScreen<P extends CatalogPackage> {
  readonly trials: readonly P[];
  readonly list: readonly P[];
  /** 'No hay paquetes disponibles.' when neither section has a package, else null. */
  readonly emptyText: string | null;
}

/**
 * A package's price as a card shows it: `current` is what it costs now;
 * `regular` is the normal price struck through when a sale price applies
 * (spec 2: 'A sale price shows the normal price struck through'), else null.
 */
export interface PriceDisplay {
  readonly current: string;
  readonly regular: string | null;
  /** The same, for screen readers, since a strike-through is not read aloud. */
  readonly spoken: string;
}

/** The button of a package card: 'Obtener Oferta' for a free offer, else 'Comprar'. */
export interface BuyAction {
  readonly label: string;
  readonly free: boolean;
}
