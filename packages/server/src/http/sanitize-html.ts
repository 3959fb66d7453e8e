import sanitize from 'sanitize-html';

/**
 * What stored rich text may hold: sanitize-html's default tags (headings,
 * paragraphs, lists, emphasis, links, tables) plus images; attributes only
 * on links and images; URLs only http(s), mailto and tel (images http(s)),
 * never protocol-relative. Scripts, styles, event handlers, iframes and
 * forms are dropped with their content.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not hand that tab our window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * HTML an admin wrote (payment instructions, package descriptions, pages,
 * announcements), made safe to store and to render as HTML: what the
 * allow-list above does not name is removed. Text keeps its words; `&` and
 * `<` in plain text come back as entities, as HTML needs them.
 */
export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS).trim();

/**
 * The same for an optional field: null and undefined pass through (cleared,
 * or not sent), and HTML that holds nothing once sanitised is stored as null.
 */
export function sanitizeOptionalHtml(html: string | null): string | null;
export function sanitizeOptionalHtml(html: string | null | undefined): string | null | undefined;
export function sanitizeOptionalHtml(html: string | null | undefined): string | null | undefined {
  if (html === null || html === undefined) return html;
  const clean = sanitizeHtml(html);
  return clean === '' ? null : clean;
}
