import { bannerTarget } from '../config/config.rules.js';
import type { BannerTarget, StudioConfig } from '../config/config.model.js';
import type { ClockPort } from '../ports/clock.ports.js';
import type { StoragePort } from '../ports/storage.ports.js';
import { studioDate } from '../schedule/week.rules.js';

/** The storage key of the studio day the promotional popup last showed ('YYYY-MM-DD'). */
export const POPUP_SHOWN_KEY = 'estudio.popup_presencial.shown_on';

/** The promotional popup as a view draws it: its image and where its link leads. */
export interface PromoPopup {
  /** popup_presencial_src: the image. */
  readonly src: string;
  /** popup_presencial_link: an internal path, or an external page opened in a new window. */
  readonly target: BannerTarget;
}

/**
 * An image address the popup may load: http(s), a path of this origin, or
 * an inline image (`data:image/…`: an <img> never runs a script, even an
 * SVG's).
 */
const isImageAddress = (src: string): boolean =>
  /^(https?:\/\/|data:image\/)/i.test(src) || (src.startsWith('/') && !src.startsWith('//'));

/**
 * Spec 3, Settings: the promotional popup when popup_presencial_enabled is
 * on with both an image (popup_presencial_src) and a link
 * (popup_presencial_link); null otherwise. A link that is not http(s) or a
 * path of the site counts as missing, so a setting never becomes a script
 * link (the banner's rule, `bannerTarget`); so does an image that is not
 * http(s), a path of the site or an inline image.
 */
export const promoPopup = (config: StudioConfig): PromoPopup | null => {
  const { enabled, src, link } = config.features.popupPresencial;
  const image = src?.trim() ?? '';
  if (!enabled || !isImageAddress(image)) return null;
  const target = bannerTarget(config, link);
  return target ? { src: image, target } : null;
};

/**
 * Spec 9, Promotional popup: at most once per day. It is due on `today` (a
 * studio day, 'YYYY-MM-DD') unless it last showed that same day.
 */
export const popupDueOn = (lastShownOn: string | null, today: string): boolean => lastShownOn !== today;

/** What remembers the popup's day: the device's storage, today's instant, and the studio's zone. */
export interface PopupDayPorts {
  readonly storage: StoragePort;
  readonly clock: ClockPort;
  /** The studio's zone (config.rules.timezone): a day is the studio's day, wherever the phone is. */
  readonly zone: string;
}

const today = ({ clock, zone }: PopupDayPorts): string | null => studioDate(clock.now(), zone);

/** Whether the popup may show now: it has not shown yet today (spec 9, the date kept in local storage). */
export const isPopupDue = (ports: PopupDayPorts): boolean => {
  const day = today(ports);
  return day !== null && popupDueOn(ports.storage.get(POPUP_SHOWN_KEY), day);
};

/** Records that the popup showed today, so it does not show again until the studio's next day. */
export const markPopupShown = (ports: PopupDayPorts): void => {
  const day = today(ports);
  if (day !== null) ports.storage.set(POPUP_SHOWN_KEY, day);
};
