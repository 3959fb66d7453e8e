export {
  CANCEL_UNITS,
  SETTINGS,
  SETTING_KEYS,
  defaultConfigEntries,
  isSettingKey,
} from './config.keys.js';
export type { SettingDefinition, SettingKey, SettingKeyOf, SettingKind } from './config.keys.js';
export { LANDING_SECTION_IDS } from './config.model.js';
export type {
  AppearanceConfig,
  BannerTarget,
  CancelUnit,
  CardCheckoutMode,
  CheckoutConfig,
  CommerceConfig,
  ContactConfig,
  FeaturesConfig,
  FilesConfig,
  HeroSectionConfig,
  IdentityProviderConfig,
  LandingSectionConfig,
  LandingSectionId,
  NoShowRules,
  PackagesLink,
  RulesConfig,
  SectionsConfig,
  StudioColors,
  StudioConfig,
  TextSectionConfig,
} from './config.model.js';
export { SERVER_IDENTITY, parseIdentityProvider, parseStudioConfig } from './config.parse.js';
export { WHATSAPP_COUNTRY_PREFIX, bannerTarget, landingSections, packagesLink, studioTimeZone, whatsappLink } from './config.rules.js';
export { HEX_COLOR, normalizeDomain, normalizePackagesPath, parseBoolean, parseNumber } from './config.values.js';
export { AA_NON_TEXT, AA_NORMAL_TEXT, contrastRatio, contrastWarnings, hexToRgb, readableTextOn, relativeLuminance } from './contrast.rules.js';
export type { ContrastPair, ContrastWarning } from './contrast.rules.js';
