import type { ConfigEntry } from '../api/schemas/appconfig.schemas.js';
import { messages } from '../messages/index.js';
import { DEFAULT_OFFER_MINUTES, WAITLIST_MODES } from '../waitlist/modes.keys.js';

/** How a setting's text value is read. */
export type SettingKind = 'boolean' | 'number' | 'text' | 'color' | 'choice' | 'json';

/** One studio setting: its kind and its default, as the text the `settings` table stores. */
export interface SettingDefinition<K extends SettingKind = SettingKind> {
  readonly kind: K;
  readonly default: string;
  /** The accepted values of a `choice`. */
  readonly options?: readonly string[];
}

const flag = (on = false): SettingDefinition<'boolean'> => ({ kind: 'boolean', default: on ? 'true' : 'false' });
const num = (value: number | null): SettingDefinition<'number'> => ({
  kind: 'number',
  default: value === null ? '' : String(value),
});
const text = (value = ''): SettingDefinition<'text'> => ({ kind: 'text', default: value });
const color = (hex: string): SettingDefinition<'color'> => ({ kind: 'color', default: hex });
const choice = (value: string, options: readonly string[]): SettingDefinition<'choice'> => ({
  kind: 'choice',
  default: value,
  options,
});

/** Spec 4, Cancel: the units a cancel window may be given in. */
export const CANCEL_UNITS = ['hours', 'hour', 'minutes', 'minute', 'seconds', 'second', 'days', 'day'] as const;

/**
 * Every studio setting of spec 3 'Settings' with its default: the one source.
 * The server seeds the `settings` table from it and `parseStudioConfig` falls
 * back to it. Flags are off unless a studio without them would be broken
 * (in-person classes, the hero, schedule and packages, cancelling); the demo
 * studio turns the rest on.
 */
export const SETTINGS = {
  // Appearance: a quiet neutral palette until the studio sets its own.
  business_name: text(messages.settings.businessName),
  primary: color('#2f3e46'),
  accent: color('#b07d62'),
  dark: color('#1f2421'),
  gray: color('#8a8f8c'),
  light: color('#f6f4f1'),
  'primary-light': color('#dfe6e3'),
  logo: text(),
  navbar_logo: text(),
  bg_login: text(),
  bg_signup: text(),
  favicon: text(),
  page_title: text(),
  tagline: text(),
  custom_css: text(),
  google_analytics_id: text(),
  meta_pixel_id: text(),
  social_image: text(),
  domain: text(),
  // Landing sections: flags, order and texts.
  banner_enabled: flag(),
  schedule_enabled: flag(true),
  packages_enabled: flag(true),
  about_enabled: flag(),
  mission_enabled: flag(),
  coaches_enabled: flag(),
  class_types_enabled: flag(),
  landing_announcements_enabled: flag(),
  hero_enabled: flag(true),
  whatsapp_widget: flag(),
  hero_order: num(1),
  about_order: num(2),
  mission_order: num(3),
  class_types_order: num(4),
  coaches_order: num(5),
  packages_order: num(6),
  announcements_order: num(7),
  schedule_order: num(8),
  hero_title: text(),
  hero_tagline: text(),
  hero_button_text: text(messages.settings.heroButtonText),
  hero_button_link: text('/mystudio'),
  hero_image: text(),
  hero_video: text(),
  about_title: text(messages.settings.aboutTitle),
  about_text: text(),
  about_image: text(),
  mission_title: text(messages.settings.missionTitle),
  mission_text: text(),
  mission_image: text(),
  // Commerce.
  discounts_enabled: flag(),
  cash_checkout_enabled: flag(),
  whatsapp_checkout_enabled: flag(),
  checkout_disabled: flag(),
  payment_sources_enabled: flag(),
  subscription_provider_enabled: flag(),
  // Checkout.
  checkout_redirect_url: text(),
  card_public_key: text(),
  card_checkout_mode: choice('elements', ['session', 'elements']),
  // Not in spec 3's list: the PayPal JS SDK needs the studio's public client id to draw its buttons.
  subscription_provider_client_id: text(),
  signup_fee: num(null),
  // Not in spec 3's list: spec 2's 'The home page may send every class to /checkout/152 instead of reserving' needs the package's id.
  home_checkout_package_id: num(null),
  cash_bank_name: text(),
  cash_bank_card: text(),
  cash_account_number: text(),
  cash_account_name: text(),
  // Contact.
  whatsapp: text(),
  email: text(),
  facebook: text(),
  instagram: text(),
  tiktok: text(),
  location: text(),
  banner_text: text(),
  banner_link: text(),
  // Features.
  single_class_enabled: flag(true),
  videos_enabled: flag(),
  subscriptions_enabled: flag(),
  allow_restricted_class_types: flag(),
  allow_restricted_times: flag(),
  waitlist_enabled: flag(),
  spotmap_enabled: flag(),
  allow_class_guests: flag(),
  qrcode_enabled: flag(),
  reservation_rating_enabled: flag(),
  popup_presencial_enabled: flag(),
  popup_presencial_src: text(),
  popup_presencial_link: text(),
  // Rules.
  timezone: text('America/Mexico_City'),
  timezone_offset: num(6),
  reservation_timeframe_hours: num(0),
  reservation_timeframe_minutes: num(0),
  cancel_timeframe_value: num(12),
  cancel_timeframe_unit: choice('hours', CANCEL_UNITS),
  allow_cancel_reservations: flag(true),
  allow_cancel_after_treshold: flag(),
  max_cancels_per_available_class: num(null),
  unlimited_membership_penalties_enabled: flag(),
  unlimited_max_no_shows_for_penalty: num(3),
  // Not in spec 3's list (issue 16): no-shows recorded by themselves once a class ended plus a grace,
  // the penalty's length (it was a fixed week) and how long the desk may still undo a no-show.
  no_show_auto_enabled: flag(),
  no_show_grace_minutes: num(60),
  no_show_penalty_days: num(7),
  no_show_undo_hours: num(72),
  // Not in spec 3's list (issue 17): hours before a class its reminder goes out; 0, none.
  reminder_hours: num(12),
  // Not in spec 3's list (issue 17): how a freed place is handed to the waitlist, and how long an offer lasts.
  waitlist_mode: choice('notify_all', WAITLIST_MODES),
  waitlist_offer_minutes: num(DEFAULT_OFFER_MINUTES),
  // Files and naming.
  files_location: choice('server', ['server', 's3']),
  S3_ENDPOINT: text(),
  bucket: text(),
  region: text(),
  class_packages_name: text(messages.settings.packagesName),
  class_packages_path: text('/paquetes'),
  // Identity.
  identity_provider: { kind: 'json', default: '{"provider":"server"}' } as SettingDefinition<'json'>,
} as const satisfies Record<string, SettingDefinition>;

/** The key of a studio setting. */
export type SettingKey = keyof typeof SETTINGS;

/** The keys whose setting has kind `K`, so readers cannot mix kinds up. */
export type SettingKeyOf<K extends SettingKind> = {
  [P in SettingKey]: (typeof SETTINGS)[P] extends SettingDefinition<K> ? P : never;
}[SettingKey];

/** Every setting key, in the order of spec 3. */
export const SETTING_KEYS = Object.keys(SETTINGS) as readonly SettingKey[];

/** Whether a key names a studio setting; unknown keys are ignored everywhere. */
export const isSettingKey = (key: unknown): key is SettingKey =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(SETTINGS, key);

/**
 * The default configuration list, with `overrides` applied to known keys:
 * what the server seeds, and what tests and stories start from.
 */
export function defaultConfigEntries(overrides: Partial<Record<SettingKey, string>> = {}): ConfigEntry[] {
  return SETTING_KEYS.map((key) => ({ key, value: overrides[key] ?? SETTINGS[key].default }));
}
