const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * Makes CSS safe inside a <style> element: HTML escaping would break CSS (`a > b`),
 * so only what could end the element (`</style`, or any `</`) or open a comment
 * is neutralised. `<\/` is the same text to CSS and no end tag to HTML.
 */
export const escapeStyleContent = (css: string): string => css.replace(/<\//g, '<\\/').replace(/<!--/g, '<\\!--');
