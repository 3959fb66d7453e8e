import type { SettingKey } from '@estudio/core';
import { DEMO_IMAGES } from './images.js';

const on = 'true';

/** The demo studio's settings over core's defaults: its identity, texts, contact data, rules and every feature flag on. */
export const DEMO_SETTINGS: Partial<Record<SettingKey, string>> = {
  business_name: 'Estudio Demo',
  primary: '#0f5257',
  accent: '#e07a5f',
  dark: '#1b1b1e',
  gray: '#8d8d92',
  light: '#f7f3ee',
  'primary-light': '#d5e8e6',
  logo: DEMO_IMAGES.logo.src,
  navbar_logo: DEMO_IMAGES.logo.src,
  bg_login: DEMO_IMAGES.login.src,
  bg_signup: DEMO_IMAGES.signup.src,
  favicon: DEMO_IMAGES.favicon.src,
  social_image: DEMO_IMAGES.hero.src,
  page_title: 'Estudio Demo | Yoga, cycling, barre y más',
  tagline: 'Muévete con intención',
  domain: 'estudiodemo.mx',
  // Landing sections, all shown.
  banner_enabled: on,
  schedule_enabled: on,
  packages_enabled: on,
  about_enabled: on,
  mission_enabled: on,
  coaches_enabled: on,
  class_types_enabled: on,
  landing_announcements_enabled: on,
  hero_enabled: on,
  whatsapp_widget: on,
  hero_title: 'Encuentra tu ritmo',
  hero_tagline: 'Yoga, cycling, barre, pilates y HIIT en la Roma y la Condesa. Tu primera clase es gratis.',
  hero_button_text: 'Reserva tu clase',
  hero_button_link: '/mystudio',
  hero_image: DEMO_IMAGES.hero.src,
  about_title: 'Nosotros',
  about_text:
    'Somos un estudio boutique fundado en 2018 por un grupo de coaches que querían un lugar cálido para entrenar. Grupos pequeños, coaches certificados y música que te mueve.',
  about_image: DEMO_IMAGES.about.src,
  mission_title: 'Nuestra misión',
  mission_text:
    'Que cada persona salga de clase sintiéndose más fuerte, más ligera y más conectada con su cuerpo, sin importar su nivel.',
  mission_image: DEMO_IMAGES.mission.src,
  // Commerce.
  discounts_enabled: on,
  cash_checkout_enabled: on,
  payment_sources_enabled: on,
  cash_bank_name: 'BBVA México',
  cash_bank_card: '4152 3136 0000 1234',
  cash_account_number: '012 180 0012 3456 7890',
  cash_account_name: 'Estudio Demo S.A. de C.V.',
  // Contact.
  whatsapp: '5512345678',
  email: 'hola@estudiodemo.mx',
  facebook: 'https://www.facebook.com/estudiodemo',
  instagram: 'https://www.instagram.com/estudiodemo',
  tiktok: 'https://www.tiktok.com/@estudiodemo',
  location: 'Colima 123, Roma Norte, Cuauhtémoc, 06700 Ciudad de México, CDMX',
  banner_text: '¡Tu primera clase es gratis! Usa el código BIENVENIDA y obtén 10% en tu primer paquete.',
  banner_link: '/paquetes',
  // Features.
  single_class_enabled: on,
  videos_enabled: on,
  subscriptions_enabled: on,
  allow_restricted_class_types: on,
  allow_restricted_times: on,
  waitlist_enabled: on,
  spotmap_enabled: on,
  allow_class_guests: on,
  qrcode_enabled: on,
  reservation_rating_enabled: on,
  // The promotional popup is configured but left off: it would cover the member area on every first daily visit.
  popup_presencial_enabled: 'false',
  popup_presencial_src: DEMO_IMAGES.popup.src,
  popup_presencial_link: '/paquetes',
  // Rules.
  timezone: 'America/Mexico_City',
  timezone_offset: '6',
  reservation_timeframe_hours: '0',
  reservation_timeframe_minutes: '30',
  cancel_timeframe_value: '12',
  cancel_timeframe_unit: 'hours',
  allow_cancel_reservations: on,
  allow_cancel_after_treshold: on,
  max_cancels_per_available_class: '2',
  unlimited_membership_penalties_enabled: on,
  unlimited_max_no_shows_for_penalty: '3',
  // Issue 16: the demo records no-shows by itself (the grace, penalty length and undo window keep their defaults).
  no_show_auto_enabled: on,
  class_packages_name: 'Paquetes',
  class_packages_path: '/paquetes',
};

/** The studio's time zone, in which the schedule is laid out. */
export const DEMO_TIME_ZONE = DEMO_SETTINGS.timezone ?? 'America/Mexico_City';
