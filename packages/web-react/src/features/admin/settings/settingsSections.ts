import { SETTINGS, messages, type LandingSectionId, type SettingKey } from '@estudio/core';

const text = messages.deskSettings;

/** The sections of /admin/configuracion, by their address (`?seccion=`): the contract's six and 'Archivos e identidad'. */
export const SECTION_IDS = ['marca', 'inicio', 'contacto', 'funciones', 'reglas', 'cobros', 'archivos'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const isSectionId = (value: string | null): value is SectionId => SECTION_IDS.includes(value as SectionId);

/** A group of fields under a heading (none: the section's first). */
export interface FieldGroup {
  readonly title?: string;
  readonly keys: readonly SettingKey[];
  /** Draws the colour preview and contrast warnings after the fields. */
  readonly colors?: boolean;
}

/** Each landing section's flag and order settings, by the id `landingSections` (core) uses. */
export const LANDING_KEYS: Readonly<Record<LandingSectionId, { readonly enabled: SettingKey; readonly order: SettingKey }>> = {
  hero: { enabled: 'hero_enabled', order: 'hero_order' },
  about: { enabled: 'about_enabled', order: 'about_order' },
  mission: { enabled: 'mission_enabled', order: 'mission_order' },
  classTypes: { enabled: 'class_types_enabled', order: 'class_types_order' },
  coaches: { enabled: 'coaches_enabled', order: 'coaches_order' },
  packages: { enabled: 'packages_enabled', order: 'packages_order' },
  announcements: { enabled: 'landing_announcements_enabled', order: 'announcements_order' },
  schedule: { enabled: 'schedule_enabled', order: 'schedule_order' },
};

/**
 * The landing sections in core's default order (`LANDING_SECTION_IDS`),
 * written out here: importing core's list would move its module out of the
 * first load's entry into a shared chunk (a request and bytes on '/').
 */
export const LANDING_IDS = Object.keys(LANDING_KEYS) as LandingSectionId[];

const landingKeys: SettingKey[] = LANDING_IDS.flatMap((id) => [LANDING_KEYS[id].enabled, LANDING_KEYS[id].order]);

/** What each section holds, in order; 'inicio' also holds every landing section's flag and order (its sortable list). */
export const SECTIONS: Readonly<Record<SectionId, { readonly groups: readonly FieldGroup[]; readonly landing?: boolean }>> = {
  marca: {
    groups: [
      { keys: ['business_name', 'page_title', 'tagline', 'class_packages_name', 'class_packages_path', 'domain'] },
      { title: text.colorsTitle, keys: ['primary', 'accent', 'dark', 'gray', 'light', 'primary-light'], colors: true },
      { title: text.logosTitle, keys: ['navbar_logo', 'logo', 'favicon', 'bg_login', 'bg_signup', 'social_image'] },
      { title: text.trackingTitle, keys: ['google_analytics_id', 'meta_pixel_id', 'custom_css'] },
    ],
  },
  inicio: {
    landing: true,
    groups: [
      { title: text.heroTitle, keys: ['hero_title', 'hero_tagline', 'hero_button_text', 'hero_button_link', 'hero_image', 'hero_video'] },
      { title: text.aboutTitle, keys: ['about_title', 'about_text', 'about_image'] },
      { title: text.missionTitle, keys: ['mission_title', 'mission_text', 'mission_image'] },
      { title: text.bannerTitle, keys: ['banner_enabled', 'banner_text'] },
    ],
  },
  contacto: {
    groups: [{ keys: ['whatsapp', 'whatsapp_widget', 'email', 'facebook', 'instagram', 'tiktok', 'location', 'banner_link'] }],
  },
  funciones: {
    groups: [
      {
        keys: [
          'single_class_enabled', 'videos_enabled', 'subscriptions_enabled', 'allow_restricted_class_types', 'allow_restricted_times',
          'waitlist_enabled', 'spotmap_enabled', 'allow_class_guests', 'qrcode_enabled', 'reservation_rating_enabled',
        ],
      },
      { title: text.popupTitle, keys: ['popup_presencial_enabled', 'popup_presencial_src', 'popup_presencial_link'] },
    ],
  },
  reglas: {
    groups: [
      { keys: ['timezone', 'timezone_offset', 'reservation_timeframe_hours', 'reservation_timeframe_minutes'] },
      { title: text.cancelTitle, keys: ['allow_cancel_reservations', 'cancel_timeframe_value', 'cancel_timeframe_unit', 'allow_cancel_after_treshold', 'max_cancels_per_available_class'] },
      { title: text.noShowsTitle, keys: ['no_show_auto_enabled', 'no_show_grace_minutes', 'no_show_undo_hours'] },
      { title: text.penaltiesTitle, keys: ['unlimited_membership_penalties_enabled', 'unlimited_max_no_shows_for_penalty', 'no_show_penalty_days'] },
      { title: text.remindersTitle, keys: ['reminder_hours'] },
      { title: text.waitlistTitle, keys: ['waitlist_mode', 'waitlist_offer_minutes'] },
    ],
  },
  cobros: {
    groups: [
      { keys: ['checkout_disabled', 'discounts_enabled', 'whatsapp_checkout_enabled', 'payment_sources_enabled', 'signup_fee', 'home_checkout_package_id', 'checkout_redirect_url'] },
      { title: text.cashTitle, keys: ['cash_checkout_enabled', 'cash_bank_name', 'cash_bank_card', 'cash_account_number', 'cash_account_name'] },
      { title: text.cardTitle, keys: ['card_public_key', 'card_checkout_mode', 'subscription_provider_enabled', 'subscription_provider_client_id'] },
    ],
  },
  archivos: {
    groups: [
      { title: text.s3Title, keys: ['files_location', 'S3_ENDPOINT', 'bucket', 'region'] },
      { title: text.identityTitle, keys: ['identity_provider'] },
    ],
  },
};

/** Every key a section's form holds. */
export const sectionKeys = (id: SectionId): SettingKey[] => {
  const section = SECTIONS[id];
  return [...(section.landing ? landingKeys : []), ...section.groups.flatMap((group) => group.keys)];
};

/** How a setting's field is drawn. */
export type FieldKind = 'flag' | 'color' | 'choice' | 'number' | 'image' | 'long' | 'code' | 'text';

const IMAGES: readonly SettingKey[] = [
  'logo', 'navbar_logo', 'favicon', 'bg_login', 'bg_signup', 'social_image', 'hero_image', 'about_image', 'mission_image', 'popup_presencial_src',
];
const LONG: readonly SettingKey[] = ['about_text', 'mission_text', 'hero_tagline', 'location', 'banner_text', 'tagline'];
const CODE: readonly SettingKey[] = ['custom_css', 'identity_provider'];

export const fieldKind = (key: SettingKey): FieldKind => {
  const kind = SETTINGS[key].kind;
  if (kind === 'boolean') return 'flag';
  if (kind === 'color') return 'color';
  if (kind === 'choice') return 'choice';
  if (kind === 'number') return 'number';
  if (IMAGES.includes(key)) return 'image';
  if (CODE.includes(key)) return 'code';
  return LONG.includes(key) ? 'long' : 'text';
};
