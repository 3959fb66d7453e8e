import {
  buyAction,
  classAmountText,
  expiryText,
  fill,
  freeTrialText,
  messages,
  priceDisplay,
  subscriptionEvery,
  type ClassPackage,
  type PriceDisplay,
} from '@estudio/core';

/** What a package card shows and offers, derived from the package alone. */
export interface PackageCardModel {
  readonly id: number;
  readonly title: string;
  readonly imageSrc: string | null;
  readonly price: PriceDisplay;
  /** 'cada mes' beside the price of a subscription. */
  readonly every: string | null;
  /** What the package includes: classes, validity, free trial, online access, class types. */
  readonly facts: readonly string[];
  readonly summary: string | null;
  /** The description (HTML, sanitised where shown). */
  readonly description: string | null;
  /** 'Comprar' or 'Obtener Oferta'. */
  readonly actionLabel: string;
  /** The button's accessible name, unique on the page: 'Comprar Paquete 5 clases'. */
  readonly actionName: string;
  /** A special event with no place left. */
  readonly soldOut: boolean;
  /** 'Quedan 3 lugares' for a special event with few places left, else null. */
  readonly placesLeft: string | null;
}

/** A special event shows its places left from this many down. */
const FEW_PLACES = 5;

const placesOf = (pkg: ClassPackage): number | null =>
  pkg.is_special_event && pkg.capacity !== null ? Math.max(0, pkg.capacity - pkg.sold) : null;

/**
 * A package card (spec 2 'Packages screen'): the price (the normal one struck
 * through under a sale price), what it includes in the spec's words, and
 * 'Obtener Oferta' for a free offer or 'Comprar'. Special events say when
 * they are sold out or have few places left.
 */
export function packageCardModel(pkg: ClassPackage): PackageCardModel {
  const action = buyAction(pkg);
  const left = placesOf(pkg);
  const types = pkg.class_package_types.map((t) => t.class_type.name).filter(Boolean);
  const facts = [
    pkg.class_amount === 0 ? null : classAmountText(pkg.class_amount),
    pkg.is_subscription ? null : expiryText(pkg.expiration_days),
    freeTrialText(pkg.free_trial_length, pkg.free_trial_period),
    pkg.is_online ? messages.storefront.onlineAccess : null,
    types.length > 0 ? fill(messages.storefront.onlyFor, { types: types.join(', ') }) : null,
  ].filter((fact): fact is string => fact !== null);
  return {
    id: pkg.class_package_id,
    title: pkg.title,
    imageSrc: pkg.image?.src ?? null,
    price: priceDisplay(pkg),
    every: pkg.is_subscription ? subscriptionEvery(pkg.subscription_period, pkg.subscription_interval) : null,
    facts,
    summary: pkg.short_description?.trim() || null,
    description: pkg.description?.trim() || null,
    actionLabel: action.label,
    actionName: fill(messages.storefront.buyLabel, { action: action.label, title: pkg.title }),
    soldOut: left === 0,
    placesLeft:
      left !== null && left > 0 && left <= FEW_PLACES
        ? fill(left === 1 ? messages.storefront.placesLeftOne : messages.storefront.placesLeftMany, { count: left })
        : null,
  };
}

/** The special events of a listing, by order (spec 2 keeps them out of the in-page list). */
export const specialEvents = (packages: readonly ClassPackage[]): ClassPackage[] =>
  packages.filter((pkg) => pkg.is_special_event).sort((a, b) => a.order - b.order);

/** The packages featured on the home page (on_home), by order. */
export const homePackages = (packages: readonly ClassPackage[]): ClassPackage[] =>
  packages.filter((pkg) => pkg.on_home).sort((a, b) => a.order - b.order);
