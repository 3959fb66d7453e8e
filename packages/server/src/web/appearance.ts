import { escapeHtml, escapeStyleContent } from './html.js';

/** The settings that shape what a crawler and the browser tab see before any script runs. */
export interface Appearance {
  readonly title: string | null;
  readonly description: string | null;
  readonly favicon: string | null;
  readonly socialImage: string | null;
  readonly themeColor: string | null;
  readonly customCss: string | null;
}

const nonEmpty = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** Reads the appearance settings (spec 3, Appearance) from the key/value rows. */
export const appearanceFrom = (settings: ReadonlyMap<string, string | null>): Appearance => ({
  title: nonEmpty(settings.get('page_title')) ?? nonEmpty(settings.get('business_name')),
  description: nonEmpty(settings.get('tagline')),
  favicon: nonEmpty(settings.get('favicon')),
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
  const { title, description, favicon, socialImage, themeColor } = appearance;
  if (description) tags.push(meta('name', 'description', description));
  const icon = favicon ? safeUrl(favicon, origin) : null;
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
