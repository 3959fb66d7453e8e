import { HEX_COLOR, readableTextOn, SETTINGS } from '@estudio/core';
import { escapeHtml, escapeStyleContent } from './html.js';

/** The settings that shape what a crawler and the browser tab see before any script runs. */
export interface Appearance {
  readonly title: string | null;
  readonly description: string | null;
  readonly favicon: string | null;
  /** The business name's first letter, for the icon of a studio that has not uploaded one. */
  readonly initial: string | null;
  readonly socialImage: string | null;
  readonly themeColor: string | null;
  readonly customCss: string | null;
}

const nonEmpty = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The first letter (or character) of a name, capitalised; null without a name. */
const initialOf = (name: string | null): string | null => {
  const [first] = Array.from(name ?? '');
  return first ? first.toLocaleUpperCase('es') : null;
};

/** Text inside the SVG's <text>: no markup. */
const svgText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The icon of a studio without a favicon: its initial on its primary
 * colour, as an SVG data: address (the page's img-src allows data:). The
 * browser then asks for no /favicon.ico, which would answer 404 on every
 * first visit of a new studio, and the tab shows the studio, not a blank.
 */
export const monogramIcon = (initial: string, primary: string | null): string => {
  // The colours core's readColor takes, so the icon wears the primary the site wears.
  const fill = primary && HEX_COLOR.test(primary) ? primary : SETTINGS.primary.default;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/>`
    + `<text x="32" y="44" font-family="system-ui,sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${readableTextOn(fill)}">${svgText(initial)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** Reads the appearance settings (spec 3, Appearance) from the key/value rows. */
export const appearanceFrom = (settings: ReadonlyMap<string, string | null>): Appearance => ({
  title: nonEmpty(settings.get('page_title')) ?? nonEmpty(settings.get('business_name')),
  description: nonEmpty(settings.get('tagline')),
  favicon: nonEmpty(settings.get('favicon')),
  initial: initialOf(nonEmpty(settings.get('business_name'))),
  socialImage: nonEmpty(settings.get('social_image')),
  themeColor: nonEmpty(settings.get('primary')),
  customCss: settings.get('custom_css') ?? null,
});

/** Only http(s) and same-origin URLs become links, so configuration cannot inject `javascript:`. */
const safeUrl = (value: string, origin: string): string | null => {
  try {
    const url = new URL(value, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags injected into <head>; every value escaped, never a script. */
export const headTags = (appearance: Appearance, origin: string): string[] => {
  const tags: string[] = [];
  const { title, description, favicon, initial, socialImage, themeColor } = appearance;
  if (description) tags.push(meta('name', 'description', description));
  const icon = (favicon ? safeUrl(favicon, origin) : null) ?? (initial ? monogramIcon(initial, themeColor) : null);
  if (icon) tags.push(`<link rel="icon" href="${escapeHtml(icon)}" />`);
  if (themeColor) tags.push(meta('name', 'theme-color', themeColor));
  if (title) tags.push(meta('property', 'og:title', title));
  if (description) tags.push(meta('property', 'og:description', description));
  const image = socialImage ? safeUrl(socialImage, origin) : null;
  if (image) tags.push(meta('property', 'og:image', image));
  tags.push(meta('property', 'og:type', 'website'));
  return tags;
};

/** The nonce attribute of an inline element, allowed by the page's Content-Security-Policy. */
export const nonceAttribute = (nonce: string | null | undefined): string => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

/**
 * Custom CSS goes last in <head>, after the theme, so the studio's rules win.
 * It carries the page's nonce, ready for a style-src that asks for one.
 */
export const customStyleTag = (css: string | null, nonce?: string | null): string | null =>
  css && css.trim() ? `<style id="studio-custom-css"${nonceAttribute(nonce)}>${escapeStyleContent(css)}</style>` : null;
