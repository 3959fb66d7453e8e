import { DEFAULT_TIMEZONE_OFFSET, resolveTimeZone } from '../format/zone.rules.js';
import { CANCEL_UNITS } from './config.keys.js';
import { DEFAULT_OFFER_MINUTES, OFFER_MINUTES_RANGE, WAITLIST_MODES } from '../waitlist/modes.keys.js';
import type {
  AppearanceConfig,
  CheckoutConfig,
  CommerceConfig,
  ContactConfig,
  FeaturesConfig,
  FilesConfig,
  RulesConfig,
  SectionsConfig,
} from './config.model.js';
import {
  normalizeDomain,
  normalizePackagesPath,
  readChoice,
  readColor,
  readFlag,
  readLabel,
  readNumber,
  readLink,
  readOptional,
  readText,
  readWhole,
  type SettingValues,
} from './config.values.js';

/**
 * One builder per group of `StudioConfig`, each reading its settings with
 * the tolerant readers of `config.values.ts`.
 */

const GA_ID = /^(?:G|UA|GT|AW|DC)-[A-Z0-9-]{4,30}$/i;
const PIXEL_ID = /^\d{5,20}$/;

/** Keeps a tracking id only when it has the provider's shape: configuration never carries script. */
const trackingId = (value: string | null, shape: RegExp): string | null => (value && shape.test(value) ? value : null);

/** Appearance: business name, colours, images, head tags and tracking ids. */
export function appearance(v: SettingValues): AppearanceConfig {
  return {
    businessName: readLabel(v, 'business_name'),
    colors: {
      primary: readColor(v, 'primary'),
      accent: readColor(v, 'accent'),
      dark: readColor(v, 'dark'),
      gray: readColor(v, 'gray'),
      light: readColor(v, 'light'),
      primaryLight: readColor(v, 'primary-light'),
    },
    logo: readLink(v, 'logo'),
    navbarLogo: readLink(v, 'navbar_logo'),
    bgLogin: readLink(v, 'bg_login'),
    bgSignup: readLink(v, 'bg_signup'),
    favicon: readLink(v, 'favicon'),
    pageTitle: readOptional(v, 'page_title'),
    tagline: readOptional(v, 'tagline'),
    customCss: readOptional(v, 'custom_css'),
    googleAnalyticsId: trackingId(readOptional(v, 'google_analytics_id'), GA_ID),
    metaPixelId: trackingId(readOptional(v, 'meta_pixel_id'), PIXEL_ID),
    socialImage: readLink(v, 'social_image'),
    domain: normalizeDomain(v.domain),
  };
}

type OrderKey = 'hero_order' | 'about_order' | 'mission_order' | 'class_types_order' | 'coaches_order'
  | 'packages_order' | 'announcements_order' | 'schedule_order';

const order = (v: SettingValues, key: OrderKey): number => readNumber(v, key) ?? 0;

/** Landing sections with their flags, order and texts, plus banner and WhatsApp widget flags. */
export function sections(v: SettingValues): SectionsConfig {
  return {
    hero: {
      enabled: readFlag(v, 'hero_enabled'),
      order: order(v, 'hero_order'),
      // A studio that has not written its own greets with its name and its tagline (a new studio's landing is never headless).
      title: readText(v, 'hero_title') || readLabel(v, 'business_name'),
      tagline: readText(v, 'hero_tagline') || readText(v, 'tagline'),
      buttonText: readLabel(v, 'hero_button_text'),
      buttonLink: readLabel(v, 'hero_button_link'),
      image: readOptional(v, 'hero_image'),
      video: readOptional(v, 'hero_video'),
    },
    about: {
      enabled: readFlag(v, 'about_enabled'),
      order: order(v, 'about_order'),
      title: readLabel(v, 'about_title'),
      text: readText(v, 'about_text'),
      image: readOptional(v, 'about_image'),
    },
    mission: {
      enabled: readFlag(v, 'mission_enabled'),
      order: order(v, 'mission_order'),
      title: readLabel(v, 'mission_title'),
      text: readText(v, 'mission_text'),
      image: readOptional(v, 'mission_image'),
    },
    classTypes: { enabled: readFlag(v, 'class_types_enabled'), order: order(v, 'class_types_order') },
    coaches: { enabled: readFlag(v, 'coaches_enabled'), order: order(v, 'coaches_order') },
    packages: { enabled: readFlag(v, 'packages_enabled'), order: order(v, 'packages_order') },
    announcements: { enabled: readFlag(v, 'landing_announcements_enabled'), order: order(v, 'announcements_order') },
    schedule: { enabled: readFlag(v, 'schedule_enabled'), order: order(v, 'schedule_order') },
    banner: { enabled: readFlag(v, 'banner_enabled') },
    whatsappWidget: { enabled: readFlag(v, 'whatsapp_widget') },
  };
}

/** Commerce flags. */
export const commerce = (v: SettingValues): CommerceConfig => ({
  discountsEnabled: readFlag(v, 'discounts_enabled'),
  cashCheckoutEnabled: readFlag(v, 'cash_checkout_enabled'),
  whatsappCheckoutEnabled: readFlag(v, 'whatsapp_checkout_enabled'),
  checkoutDisabled: readFlag(v, 'checkout_disabled'),
  paymentSourcesEnabled: readFlag(v, 'payment_sources_enabled'),
  subscriptionProviderEnabled: readFlag(v, 'subscription_provider_enabled'),
});

/** Checkout settings and cash bank details. */
export const checkout = (v: SettingValues): CheckoutConfig => ({
  redirectUrl: readOptional(v, 'checkout_redirect_url'),
  cardPublicKey: readOptional(v, 'card_public_key'),
  // Spec 3: 'session' or otherwise; everything but 'session' pays in place.
  cardCheckoutMode: readChoice(v, 'card_checkout_mode', ['session']) ?? 'elements',
  providerClientId: readOptional(v, 'subscription_provider_client_id'),
  signupFeePackageId: readWhole(v, 'signup_fee', 1),
  homeCheckoutPackageId: readWhole(v, 'home_checkout_package_id', 1),
  cash: {
    bankName: readOptional(v, 'cash_bank_name'),
    bankCard: readOptional(v, 'cash_bank_card'),
    accountNumber: readOptional(v, 'cash_account_number'),
    accountName: readOptional(v, 'cash_account_name'),
  },
});

/** Contact links and the banner text and link. */
export const contact = (v: SettingValues): ContactConfig => ({
  whatsapp: readOptional(v, 'whatsapp'),
  email: readOptional(v, 'email'),
  facebook: readOptional(v, 'facebook'),
  instagram: readOptional(v, 'instagram'),
  tiktok: readOptional(v, 'tiktok'),
  location: readOptional(v, 'location'),
  bannerText: readOptional(v, 'banner_text'),
  bannerLink: readOptional(v, 'banner_link'),
});

/** Feature flags and the promotional popup. */
export const features = (v: SettingValues): FeaturesConfig => ({
  singleClass: readFlag(v, 'single_class_enabled'),
  videos: readFlag(v, 'videos_enabled'),
  subscriptions: readFlag(v, 'subscriptions_enabled'),
  restrictedClassTypes: readFlag(v, 'allow_restricted_class_types'),
  restrictedTimes: readFlag(v, 'allow_restricted_times'),
  waitlist: readFlag(v, 'waitlist_enabled'),
  spotmap: readFlag(v, 'spotmap_enabled'),
  classGuests: readFlag(v, 'allow_class_guests'),
  qrcode: readFlag(v, 'qrcode_enabled'),
  reservationRating: readFlag(v, 'reservation_rating_enabled'),
  popupPresencial: {
    enabled: readFlag(v, 'popup_presencial_enabled'),
    src: readOptional(v, 'popup_presencial_src'),
    link: readOptional(v, 'popup_presencial_link'),
  },
});

/** Booking, cancelling and penalty rules, with the resolved studio zone. */
export function rules(v: SettingValues): RulesConfig {
  const timezoneOffset = readNumber(v, 'timezone_offset') ?? DEFAULT_TIMEZONE_OFFSET;
  return {
    timezone: resolveTimeZone({ timezone: readText(v, 'timezone'), timezoneOffset }),
    timezoneOffset,
    reservationTimeframe: {
      hours: Math.max(0, readNumber(v, 'reservation_timeframe_hours') ?? 0),
      minutes: Math.max(0, readNumber(v, 'reservation_timeframe_minutes') ?? 0),
    },
    cancelTimeframe: {
      value: v.cancel_timeframe_value.trim() === '' ? null : readNumber(v, 'cancel_timeframe_value'),
      unit: v.cancel_timeframe_unit.trim() === '' ? null : (readChoice(v, 'cancel_timeframe_unit', CANCEL_UNITS) ?? 'hours'),
    },
    allowCancelReservations: readFlag(v, 'allow_cancel_reservations'),
    allowCancelAfterThreshold: readFlag(v, 'allow_cancel_after_treshold'),
    maxCancelsPerAvailableClass: readWhole(v, 'max_cancels_per_available_class', 1),
    unlimitedPenalties: {
      enabled: readFlag(v, 'unlimited_membership_penalties_enabled'),
      maxNoShows: readWhole(v, 'unlimited_max_no_shows_for_penalty', 1) ?? 3,
      days: readWhole(v, 'no_show_penalty_days', 1) ?? 7,
    },
    noShows: {
      auto: readFlag(v, 'no_show_auto_enabled'),
      graceMinutes: readWhole(v, 'no_show_grace_minutes', 0) ?? 60,
      undoHours: readWhole(v, 'no_show_undo_hours', 1) ?? 72,
    },
    reminderHours: Math.min(168, readWhole(v, 'reminder_hours', 0) ?? 12),
    waitlist: {
      mode: readChoice(v, 'waitlist_mode', WAITLIST_MODES) ?? 'notify_all',
      offerMinutes: Math.min(OFFER_MINUTES_RANGE.max, readWhole(v, 'waitlist_offer_minutes', OFFER_MINUTES_RANGE.min) ?? DEFAULT_OFFER_MINUTES),
    },
  };
}

/** Upload location and the packages name and path. */
export const files = (v: SettingValues): FilesConfig => ({
  // Spec 3: 'server' or other; an empty value keeps the default.
  location: ['', 'server'].includes(v.files_location.trim().toLowerCase()) ? 'server' : 's3',
  s3Endpoint: readOptional(v, 'S3_ENDPOINT'),
  bucket: readOptional(v, 'bucket'),
  region: readOptional(v, 'region'),
  packagesName: readLabel(v, 'class_packages_name'),
  packagesPath: normalizePackagesPath(v.class_packages_path),
});
