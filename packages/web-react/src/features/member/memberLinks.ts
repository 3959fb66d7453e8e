import { messages, type StudioConfig } from '@estudio/core';

/** One entry of the customer navbar or the mobile drawer. */
export interface MemberLink {
  /** The screen's spec path ('/mystudio/paquetes'): what `built` is checked against. */
  readonly screen: string;
  /** Where the link goes; differs from `screen` only for a custom packages path. */
  readonly to: string;
  readonly label: string;
}

/** The member area's links, where each place shows them (spec 2, Navigation and chrome). */
export interface MemberLinks {
  /** The desktop customer navbar's own links, in the spec's order; the 'Mi Cuenta' menu follows them. */
  readonly navbar: readonly MemberLink[];
  /** The drawer's 'Menú' group. */
  readonly menu: readonly MemberLink[];
  /** 'Mi Cuenta': the drawer's group and the desktop navbar's menu, the same links; 'Salir' follows them. */
  readonly account: readonly MemberLink[];
}

/** The spec paths of the member screens, by meaning. */
export const MEMBER_SCREENS = {
  calendar: '/mystudio',
  online: '/mystudio/online',
  packages: '/mystudio/paquetes',
  information: '/mystudio/informacion',
  purchases: '/mystudio/membresias',
  charges: '/mystudio/pagos',
  paymentMethods: '/mystudio/metodos',
  credits: '/mystudio/creditos',
  reservations: '/mystudio/reservaciones',
} as const;

type Place = keyof MemberLinks;

/** A fixed label, or one the studio configures. */
type Label = string | ((config: StudioConfig) => string);

interface LinkDefinition {
  readonly screen: string;
  readonly places: Partial<Record<Place, Label>>;
  readonly shown?: (config: StudioConfig) => boolean;
  readonly to?: (config: StudioConfig) => string;
}

const text = messages.memberArea;

/** Spec 2: the packages link has the studio's name (class_packages_name, default 'Paquetes'). */
const packagesLabel: Label = (config) => config.files.packagesName;

/**
 * The member packages screen at the studio's path (class_packages_path): the
 * same address as core's `packagesLink(config, 'member')`, written here so the
 * member chunks that link it do not pull the config rules into a shared
 * chunk of their own (see features/reservations/paths.ts).
 */
export const memberPackagesHref = (config: StudioConfig): string => `/mystudio${config.files.packagesPath}`;

/**
 * Every member link as data, in the spec's order. The drawer's 'Menú' reads
 * the same rows in its own order (`DRAWER_ORDER`). The account pages are one
 * 'Mi Cuenta' group on every width: nine links in a row would wrap at
 * 1280 px. A slice that builds a screen adds its spec path to the built set;
 * nothing here changes.
 */
const DEFINITIONS: readonly LinkDefinition[] = [
  {
    screen: MEMBER_SCREENS.calendar,
    places: { navbar: text.inPersonClasses, menu: text.calendar },
  },
  { screen: MEMBER_SCREENS.online, places: { navbar: text.online, menu: text.online }, shown: (c) => c.features.videos },
  {
    screen: MEMBER_SCREENS.packages,
    places: { navbar: packagesLabel, menu: packagesLabel },
    to: memberPackagesHref,
  },
  { screen: MEMBER_SCREENS.information, places: { account: text.myInformation } },
  { screen: MEMBER_SCREENS.purchases, places: { account: text.myPurchases } },
  { screen: MEMBER_SCREENS.charges, places: { account: text.myCharges }, shown: (c) => c.features.subscriptions },
  { screen: MEMBER_SCREENS.credits, places: { account: text.myCredits }, shown: (c) => c.features.restrictedClassTypes },
  {
    screen: MEMBER_SCREENS.paymentMethods,
    places: { account: messages.myPaymentMethods.title },
    shown: (c) => c.commerce.paymentSourcesEnabled,
  },
  { screen: MEMBER_SCREENS.reservations, places: { navbar: text.myReservations, menu: text.reservations } },
];

/** Spec 2: the drawer's 'Menú' reads Calendario, Online, Reservaciones, Paquetes. */
const DRAWER_ORDER: readonly string[] = [
  MEMBER_SCREENS.calendar,
  MEMBER_SCREENS.online,
  MEMBER_SCREENS.reservations,
  MEMBER_SCREENS.packages,
];

/**
 * Spec 2, customer navbar: /mystudio is the in-person calendar and shows only
 * with single classes on; the drawer's Calendario has no flag.
 */
const shownIn = (definition: LinkDefinition, place: Place, config: StudioConfig): boolean => {
  if (definition.places[place] === undefined) return false;
  if (place === 'navbar' && definition.screen === MEMBER_SCREENS.calendar) return config.features.singleClass;
  return definition.shown?.(config) ?? true;
};

const toLink = (definition: LinkDefinition, place: Place, config: StudioConfig): MemberLink => {
  const label = definition.places[place] ?? '';
  return {
    screen: definition.screen,
    to: definition.to?.(config) ?? definition.screen,
    label: typeof label === 'string' ? label : label(config),
  };
};

const linksFor = (place: Place, config: StudioConfig, built: ReadonlySet<string>): MemberLink[] =>
  DEFINITIONS.filter((definition) => built.has(definition.screen) && shownIn(definition, place, config)).map(
    (definition) => toLink(definition, place, config),
  );

/**
 * The member links to show for a studio's flags, keeping only the screens
 * that exist (`built`, spec paths): later slices link their screens by
 * adding them to the built set.
 */
export const memberLinks = (config: StudioConfig, built: ReadonlySet<string>): MemberLinks => {
  const menu = linksFor('menu', config, built);
  return {
    navbar: linksFor('navbar', config, built),
    menu: DRAWER_ORDER.flatMap((screen) => menu.filter((link) => link.screen === screen)),
    account: linksFor('account', config, built),
  };
};
