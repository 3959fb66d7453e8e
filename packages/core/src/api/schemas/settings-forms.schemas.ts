import { z } from 'zod';
import { CANCEL_UNITS, SETTINGS, type SettingKey } from '../../config/config.keys.js';
import { isTakenPackagesPath } from '../../content/page-slugs.rules.js';
import { isKnownTimeZone } from '../../format/zone.rules.js';
import { fill } from '../../messages/fill.js';
import { messages } from '../../messages/index.js';
import { limits } from './common.schemas.js';
import { OFFER_MINUTES_RANGE, WAITLIST_MODES } from '../../waitlist/modes.keys.js';

/**
 * PUT /appconfig's body ('Configuración', issue 15): the changed settings
 * of spec 3, each checked by what it holds. A forms-only module (zod, core's
 * setting table and the messages only), so /admin's settings screen checks
 * its sections with the route's own schema without moving a module of the
 * first load of '/'. Flags travel as booleans, everything else as the text
 * the `settings` table stores ('' clears an optional value). Keys outside
 * spec 3's table, secret ones included, are refused: provider secrets live
 * in the server's environment only.
 */

const t = messages.deskSettings;

/** Text without NUL characters, which PostgreSQL refuses to store. */
const plain = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

const WHOLE = /^-?\d+$/;
const whole = (min: number, max: number, optional: boolean) =>
  plain(20).refine(
    (value) => (optional && value === '') || (WHOLE.test(value) && Number(value) >= min && Number(value) <= max),
    fill(optional ? t.wholeOrEmpty : t.wholeBetween, { min: String(min), max: String(max) }),
  );

/** An address the site loads or links: a path on the site ('/paquetes', '/files/...') or an http(s) URL; '' clears it. */
export const isSettingLink = (value: string): boolean =>
  value === '' || (!/\s/.test(value) && (/^\/(?!\/)/.test(value) || /^https?:\/\/[^\s/]+/i.test(value)));
const link = plain(2000).refine(isSettingLink, t.linkFormat);

const optionalMatch = (max: number, shape: RegExp, message: string) =>
  plain(max).refine((value) => value === '' || shape.test(value), message);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const GA_ID = /^(?:G|UA|GT|AW|DC)-[A-Z0-9-]{4,30}$/i;
const PIXEL_ID = /^\d{5,20}$/;
const DOMAIN = /^(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/?$/i;
const SOCIAL = /^(?:https?:\/\/\S+|@?[\w.-]+)$/i;
const PATH = /^\/?[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*\/?$/u;

/** The public parts of an identity provider's configuration; anything else (a secret) is refused. */
const IDENTITY_KEYS = ['provider', 'apiKey', 'authDomain', 'projectId', 'emailLink', 'social'];
const identityProblem = (text: string): string | null => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return t.jsonFormat;
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return t.jsonFormat;
  const setup = data as Record<string, unknown>;
  const onlyPublic = Object.keys(setup).every((key) => IDENTITY_KEYS.includes(key));
  return onlyPublic && (setup.provider === 'server' || setup.provider === 'firebase') ? null : t.identityFormat;
};

const flag = z.boolean({ error: t.choiceFormat });
const colour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, messages.admin.colorFormat);
const choice = (options: readonly [string, ...string[]]) => z.enum(options, { error: t.choiceFormat });
const order = whole(0, 99, false);
const packageId = whole(1, 2_147_483_647, true);
const short = plain(limits.shortText);
const long = plain(limits.longText);

/**
 * How each setting is checked. Flags are the setting table's booleans;
 * every other key names its rule here, so a setting added to spec 3's
 * table without one does not compile.
 */
const VALUE_RULES = {
  business_name: short.min(1, messages.forms.fillField),
  primary: colour, accent: colour, dark: colour, gray: colour, light: colour, 'primary-light': colour,
  logo: link, navbar_logo: link, bg_login: link, bg_signup: link, favicon: link, social_image: link,
  page_title: short,
  tagline: plain(300),
  custom_css: plain(20_000),
  google_analytics_id: optionalMatch(40, GA_ID, t.analyticsFormat),
  meta_pixel_id: optionalMatch(20, PIXEL_ID, t.pixelFormat),
  domain: optionalMatch(253, DOMAIN, t.domainFormat),
  hero_order: order, about_order: order, mission_order: order, class_types_order: order,
  coaches_order: order, packages_order: order, announcements_order: order, schedule_order: order,
  hero_title: short,
  hero_tagline: plain(500),
  hero_button_text: short.min(1, messages.forms.fillField),
  hero_button_link: link,
  hero_image: link, hero_video: link,
  about_title: short, about_text: long, about_image: link,
  mission_title: short, mission_text: long, mission_image: link,
  checkout_redirect_url: link,
  card_public_key: optionalMatch(300, /^[\w-]+$/, t.keyFormat),
  card_checkout_mode: choice(['elements', 'session']),
  subscription_provider_client_id: optionalMatch(300, /^[\w-]+$/, t.keyFormat),
  signup_fee: packageId,
  home_checkout_package_id: packageId,
  cash_bank_name: short, cash_bank_card: short, cash_account_number: short, cash_account_name: short,
  whatsapp: optionalMatch(30, /^\+?[\d\s().-]{10,24}$/, t.whatsappFormat).refine(
    (value) => value === '' || /^\d{10,15}$/.test(value.replace(/\D/g, '')),
    t.whatsappFormat,
  ),
  email: optionalMatch(limits.email, EMAIL, t.emailFormat),
  facebook: optionalMatch(300, SOCIAL, t.linkFormat),
  instagram: optionalMatch(300, SOCIAL, t.linkFormat),
  tiktok: optionalMatch(300, SOCIAL, t.linkFormat),
  location: plain(500),
  banner_text: plain(300),
  banner_link: link,
  popup_presencial_src: link,
  popup_presencial_link: link,
  timezone: plain(64).refine((value) => value === '' || isKnownTimeZone(value), t.timezoneFormat),
  timezone_offset: plain(6).refine(
    (value) => /^-?\d{1,2}(?:\.\d{1,2})?$/.test(value) && Math.abs(Number(value)) <= 14,
    t.offsetFormat,
  ),
  reservation_timeframe_hours: whole(0, 8760, false),
  reservation_timeframe_minutes: whole(0, 59, false),
  cancel_timeframe_value: whole(0, 10_000, true),
  cancel_timeframe_unit: choice(CANCEL_UNITS),
  max_cancels_per_available_class: whole(1, 1000, true),
  unlimited_max_no_shows_for_penalty: whole(1, 100, false),
  // A day of grace at most: past it the desk has long closed the class; a year of penalty; a month to undo.
  no_show_grace_minutes: whole(0, 1440, false),
  no_show_penalty_days: whole(1, 365, false),
  no_show_undo_hours: whole(1, 720, false),
  // A week ahead at most; 0 sends no reminders.
  reminder_hours: whole(0, 168, false),
  waitlist_mode: choice(WAITLIST_MODES),
  waitlist_offer_minutes: whole(OFFER_MINUTES_RANGE.min, OFFER_MINUTES_RANGE.max, false),
  files_location: choice(['server', 's3']),
  S3_ENDPOINT: link,
  bucket: optionalMatch(63, /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, t.bucketFormat),
  region: optionalMatch(40, /^[a-z0-9-]+$/i, t.regionFormat),
  class_packages_name: short.min(1, messages.forms.fillField),
  class_packages_path: plain(80)
    .refine((value) => PATH.test(value), t.pathFormat)
    .refine((value) => !PATH.test(value) || !isTakenPackagesPath(value), t.pathTaken),
  identity_provider: plain(4000).superRefine((value, context) => {
    const problem = identityProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
} satisfies Record<Exclude<SettingKey, FlagKey>, z.ZodType<string>>;

/** The settings that are on or off. */
type FlagKey = { [K in SettingKey]: (typeof SETTINGS)[K]['kind'] extends 'boolean' ? K : never }[SettingKey];

const isFlag = (key: SettingKey): key is FlagKey => SETTINGS[key].kind === 'boolean';

/** Every setting's rule, optional: a body carries only what changed. */
const shape = Object.fromEntries(
  (Object.keys(SETTINGS) as SettingKey[]).map((key) => [key, (isFlag(key) ? flag : VALUE_RULES[key as keyof typeof VALUE_RULES]).optional()]),
) as { [K in SettingKey]: z.ZodOptional<K extends FlagKey ? typeof flag : (typeof VALUE_RULES)[Exclude<K, FlagKey>]> };

/** A key that names a secret (a provider's secret key, a password, a private key): never a setting. */
export const isSecretSettingName = (key: string): boolean => /secret|private|password|passwd|token|credential|access_key/i.test(key);

/**
 * PUT /appconfig: the changed settings, by key. At least one; a key outside
 * spec 3's settings is refused (a secret one with its own message), and
 * each value is checked by its kind.
 */
export const SettingsBody = z.looseObject(shape).superRefine((body, context) => {
  const keys = Object.keys(body);
  for (const key of keys.filter((name) => !Object.prototype.hasOwnProperty.call(SETTINGS, name))) {
    context.addIssue({ code: 'custom', path: [key], message: fill(isSecretSettingName(key) ? t.secretKey : t.unknownKey, { key }) });
  }
  if (!keys.some((key) => (body as Record<string, unknown>)[key] !== undefined)) context.addIssue({ code: 'custom', message: t.noChanges });
});
export type SettingsBody = z.input<typeof SettingsBody>;
/** A settings value as the form holds it: a flag's boolean or a value's text. */
export type SettingsFormValue = boolean | string;

/** A section's form: the same rules over that section's keys, all present (the form holds every one). */
export const settingsFormSchema = <K extends SettingKey>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, isFlag(key) ? flag : VALUE_RULES[key as keyof typeof VALUE_RULES]])) as {
    [P in K]: P extends FlagKey ? typeof flag : (typeof VALUE_RULES)[Exclude<P, FlagKey>];
  });

/** Whether a setting is on or off (its form field is a checkbox and it travels as a boolean). */
export const isFlagSetting = isFlag;
