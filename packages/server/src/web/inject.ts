import { customStyleTag, headTags, type Appearance } from './appearance.js';
import { escapeHtml } from './html.js';

/** Tags of the build that the studio's own replace (matched loosely: attributes in any order). */
const REPLACED_TAGS = [
  /<meta\s[^>]*name=["']description["'][^>]*>\s*/gi,
  /<meta\s[^>]*name=["']theme-color["'][^>]*>\s*/gi,
  /<meta\s[^>]*property=["']og:[^"']*["'][^>]*>\s*/gi,
  /<link\s[^>]*rel=["'](?:shortcut )?icon["'][^>]*>\s*/gi,
];

const TITLE = /<title>[\s\S]*?<\/title>/i;

/**
 * index.html with the studio's appearance in <head>, so crawlers and link
 * previews see the studio, not the build's defaults.
 */
export const injectAppearance = (html: string, appearance: Appearance, origin: string): string => {
  let page = REPLACED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
  if (appearance.title) {
    const title = `<title>${escapeHtml(appearance.title)}</title>`;
    page = TITLE.test(page) ? page.replace(TITLE, () => title) : page.replace(/<\/head>/i, () => `${title}\n</head>`);
  }
  const style = customStyleTag(appearance.customCss);
  const tags = [...headTags(appearance, origin), ...(style ? [style] : [])].map((tag) => `    ${tag}\n`).join('');
  // A function replacement, so `$&` and friends in the values stay literal.
  return page.replace(/[ \t]*<\/head>/i, () => `${tags}  </head>`);
};
