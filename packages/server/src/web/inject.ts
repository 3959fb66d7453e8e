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
 * previews see the studio, not the build's defaults. `nonce` is the page's
 * Content-Security-Policy nonce, carried by the inline custom CSS.
 */
export const injectAppearance = (html: string, appearance: Appearance, origin: string, nonce?: string | null): string => {
  let page = REPLACED_TAGS.reduce((text, pattern) => text.replace(pattern, ''), html);
  if (appearance.title) {
    const title = `<title>${escapeHtml(appearance.title)}</title>`;
    page = TITLE.test(page) ? page.replace(TITLE, () => title) : page.replace(/<\/head>/i, () => `${title}\n</head>`);
  }
  const style = customStyleTag(appearance.customCss, nonce);
  const tags = [...headTags(appearance, origin), ...(style ? [style] : [])].map((tag) => `    ${tag}\n`).join('');
  return injectBeforeHeadEnd(page, tags.trimEnd());
};

/** Inserts markup just before `</head>`. */
export const injectBeforeHeadEnd = (html: string, markup: string): string =>
  // A function replacement, so `$&` and friends in the values stay literal.
  markup ? html.replace(/[ \t]*<\/head>/i, () => `    ${markup.trimStart()}\n  </head>`) : html;

/**
 * Inserts markup right after `<body …>`: data the app reads before its
 * first render (its module script is deferred, so the body is parsed by
 * then), kept out of <head> where the studio's custom CSS must come last.
 */
export const injectAtBodyStart = (html: string, markup: string): string =>
  html.replace(/<body\b[^>]*>/i, (tag) => `${tag}\n    ${markup}`);
