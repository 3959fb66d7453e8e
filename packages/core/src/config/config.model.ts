import type { CANCEL_UNITS } from './config.keys.js';
import type { WaitlistModeRules } from '../waitlist/modes.keys.js';

/** The six theme colours, always valid hex (spec 3, Appearance). */
export interface StudioColors {
  readonly primary: string;
  readonly accent: string;
  readonly dark: string;
  readonly gray: string;
  readonly light: string;
  readonly primaryLight: string;
}

/** Appearance: branding, head tags and tracking ids. Empty settings read as null. */
export interface AppearanceConfig {
  readonly businessName: string;
  readonly colors: StudioColors;
  readonly logo: string | null;
  readonly navbarLogo: string | null;
  readonly bgLogin: string | null;
  readonly bgSignup: string | null;
  readonly favicon: string | null;
  readonly pageTitle: string | null;
  readonly tagline: string | null;
  readonly customCss: string | null;
  /** A provider id such as 'G-ABC123', never script. */
  readonly googleAnalyticsId: string | null;
  /** Digits only, never script. */
  readonly metaPixelId: string | null;
  readonly socialImage: string | null;
  /** Host name only, lowercase, e.g. 'estudio.test'. */
  readonly domain: string | null;
}

/** The landing sections of spec 2, in their default order. */
export const LANDING_SECTION_IDS = [
  'hero',
  'about',
  'mission',
  'classTypes',
  'coaches',
  'packages',
  'announcements',
  'schedule',
] as const;

/** A landing section. */
export type LandingSectionId = (typeof LANDING_SECTION_IDS)[number];

/** A landing section shown when enabled, sorted by `order`. */
export interface LandingSectionConfig {
  readonly enabled: boolean;
  readonly order: number;
}

/** About and Mission: a title, a text and an image. */
export interface TextSectionConfig extends LandingSectionConfig {
  readonly title: string;
  readonly text: string;
  readonly image: string | null;
}

/** The hero: image or video, title, tagline, button. */
export interface HeroSectionConfig extends LandingSectionConfig {
  /** hero_title, or the business name when it is empty. */
  readonly title: string;
  /** hero_tagline, or the studio's tagline when it is empty. */
  readonly tagline: string;
  readonly buttonText: string;
  readonly buttonLink: string;
  readonly image: string | null;
  readonly video: string | null;
}

/** Landing sections plus the banner and the floating WhatsApp button. */
export interface SectionsConfig {
  readonly hero: HeroSectionConfig;
  readonly about: TextSectionConfig;
  readonly mission: TextSectionConfig;
  readonly classTypes: LandingSectionConfig;
  readonly coaches: LandingSectionConfig;
  readonly packages: LandingSectionConfig;
  readonly announcements: LandingSectionConfig;
  readonly schedule: LandingSectionConfig;
  readonly banner: { readonly enabled: boolean };
  readonly whatsappWidget: { readonly enabled: boolean };
}

/** Commerce flags (spec 3). */
export interface CommerceConfig {
  readonly discountsEnabled: boolean;
  readonly cashCheckoutEnabled: boolean;
  readonly whatsappCheckoutEnabled: boolean;
  readonly checkoutDisabled: boolean;
  readonly paymentSourcesEnabled: boolean;
  readonly subscriptionProviderEnabled: boolean;
}

/** 'session' sends the browser to a provider-hosted page; anything else pays in place. */
export type CardCheckoutMode = 'session' | 'elements';

/** Checkout settings, with the bank details shown for cash payments. */
export interface CheckoutConfig {
  readonly redirectUrl: string | null;
  /** The card provider's publishable key (Stripe's `pk_…`); null pays by card through the sandbox processor. */
  readonly cardPublicKey: string | null;
  readonly cardCheckoutMode: CardCheckoutMode;
  /** The subscription provider's public client id (PayPal's); its buttons show only with it and the provider flag on. */
  readonly providerClientId: string | null;
  /** The class_package_id of the sign-up fee, or null when there is none. */
  readonly signupFeePackageId: number | null;
  /**
   * home_checkout_package_id: when set, the landing's schedule sends every
   * class it would reserve to /checkout/{id} instead (spec 2); null reserves.
   */
  readonly homeCheckoutPackageId: number | null;
  readonly cash: {
    readonly bankName: string | null;
    readonly bankCard: string | null;
    readonly accountNumber: string | null;
    readonly accountName: string | null;
  };
}

/** Footer contact links and the banner's text and link. */
export interface ContactConfig {
  readonly whatsapp: string | null;
  readonly email: string | null;
  readonly facebook: string | null;
  readonly instagram: string | null;
  readonly tiktok: string | null;
  readonly location: string | null;
  readonly bannerText: string | null;
  readonly bannerLink: string | null;
}

/** Feature flags that show or hide screens and actions. */
export interface FeaturesConfig {
  readonly singleClass: boolean;
  readonly videos: boolean;
  readonly subscriptions: boolean;
  readonly restrictedClassTypes: boolean;
  readonly restrictedTimes: boolean;
  readonly waitlist: boolean;
  readonly spotmap: boolean;
  readonly classGuests: boolean;
  readonly qrcode: boolean;
  readonly reservationRating: boolean;
  readonly popupPresencial: {
    readonly enabled: boolean;
    readonly src: string | null;
    readonly link: string | null;
  };
}

/** A unit of the cancel window (spec 4, Cancel). */
export type CancelUnit = (typeof CANCEL_UNITS)[number];

/** How no-shows are recorded and corrected (issue 16). */
export interface NoShowRules {
  /** no_show_auto_enabled: a place nobody marked becomes a no-show once its class ended plus the grace. */
  readonly auto: boolean;
  /** no_show_grace_minutes: minutes after the class ends before a place nobody marked counts as a no-show. */
  readonly graceMinutes: number;
  /** no_show_undo_hours: hours after a no-show is recorded during which the desk may still undo it. */
  readonly undoHours: number;
}

/** Booking and cancelling rules (spec 3, Rules; spec 4). */
export interface RulesConfig {
  /** The zone every date renders in; see `studioTimeZone`. */
  readonly timezone: string;
  /** Hours west of UTC, used when `timezone` is not a valid zone. */
  readonly timezoneOffset: number;
  readonly reservationTimeframe: { readonly hours: number; readonly minutes: number };
  /** Null value or unit means no window: cancelling is always in time. */
  readonly cancelTimeframe: { readonly value: number | null; readonly unit: CancelUnit | null };
  readonly allowCancelReservations: boolean;
  readonly allowCancelAfterThreshold: boolean;
  /** Null when there is no limit. */
  readonly maxCancelsPerAvailableClass: number | null;
  readonly unlimitedPenalties: {
    readonly enabled: boolean;
    readonly maxNoShows: number;
    /** no_show_penalty_days: how many days a no-show penalty bars booking. */
    readonly days: number;
  };
  /** Issue 16: no-shows recorded by themselves, and how long the desk may undo one. */
  readonly noShows: NoShowRules;
  /** Issue 17: reminder_hours, hours before a class its reminder e-mail goes out; 0 sends none. */
  readonly reminderHours: number;
  /** Issue 17: how a freed place is handed to the waitlist (waitlist_mode, waitlist_offer_minutes). */
  readonly waitlist: WaitlistModeRules;
}

/** Where uploads go, and how packages are named and routed. */
export interface FilesConfig {
  readonly location: 'server' | 's3';
  readonly s3Endpoint: string | null;
  readonly bucket: string | null;
  readonly region: string | null;
  /** The packages link label, default 'Paquetes'. */
  readonly packagesName: string;
  /** The packages path, always starting with '/', default '/paquetes'. */
  readonly packagesPath: string;
}

/** The identity provider: the server's own, or Firebase Auth. */
export type IdentityProviderConfig =
  | { readonly provider: 'server' }
  | {
      readonly provider: 'firebase';
      readonly apiKey: string;
      readonly authDomain: string;
      readonly projectId: string;
      readonly emailLink: boolean;
      readonly social: readonly string[];
    };

/** The typed studio configuration built from GET /appconfig. */
export interface StudioConfig {
  readonly appearance: AppearanceConfig;
  readonly sections: SectionsConfig;
  readonly commerce: CommerceConfig;
  readonly checkout: CheckoutConfig;
  readonly contact: ContactConfig;
  readonly features: FeaturesConfig;
  readonly rules: RulesConfig;
  readonly files: FilesConfig;
  readonly identity: IdentityProviderConfig;
}

/** Where a banner click leads (spec 2, banner). */
export type BannerTarget =
  | { readonly kind: 'internal'; readonly path: string }
  | { readonly kind: 'external'; readonly url: string };

/** The packages link of the navbars. */
export interface PackagesLink {
  readonly label: string;
  readonly path: string;
}
