import { fill, messages, parseStudioConfig, type StudioConfig } from '@estudio/core';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema/index.js';

/** What the e-mail layout shows of the studio: its name, logo and primary colour (its settings). */
export interface StudioLook {
  readonly name: string;
  /** An absolute URL, or null when the studio has no logo. */
  readonly logoUrl: string | null;
  /** A hex colour (parseStudioConfig only answers valid ones). */
  readonly primary: string;
  /** The studio's origin: where 'Mi Información' is. */
  readonly origin: string;
}

/** Where a customer changes what she receives. */
export const PREFERENCES_PATH = '/mystudio/informacion';

/** The studio's look from its parsed settings; the logo made absolute from `origin` (mail readers load no relative URL). */
export const studioLookOf = (appearance: StudioConfig['appearance'], origin: string): StudioLook => {
  let logoUrl: string | null = null;
  if (appearance.logo) {
    try {
      const url = new URL(appearance.logo, origin);
      logoUrl = /^https?:$/.test(url.protocol) ? url.href : null;
    } catch {
      logoUrl = null;
    }
  }
  return { name: appearance.businessName, logoUrl, primary: appearance.colors.primary, origin };
};

/** Reads the studio's look from its settings (`studioLookOf`). */
export const studioLook = async (db: Db, origin: string): Promise<StudioLook> =>
  studioLookOf(parseStudioConfig(await db.select({ key: settings.key, value: settings.value }).from(settings)).appearance, origin);

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: nothing the text holds is markup. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** http(s) links in a notice's text; a closing period or parenthesis is the sentence's, not the link's. */
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line of text as HTML: escaped, its links clickable (the href escaped as well). */
const lineHtml = (line: string, color: string): string => {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const at = match.index;
    html += escapeHtml(line.slice(last, at));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}" style="color:${color};word-break:break-all">${href}</a>`;
    last = at + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
};

/** The text's paragraphs (blank-line separated) as `<p>`s, its line breaks kept. */
export const paragraphsHtml = (text: string, color: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${paragraph.split('\n').map((line) => lineHtml(line, color)).join('<br>')}</p>`)
    .join('\n');

/** What the layout wraps. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  /** True for a notice she chose (it has a topic): the footer links to where she changes her choice. */
  readonly chosen: boolean;
}

/**
 * The studio's e-mail layout (issue 17): its logo (or name) on top, the
 * notice's paragraphs, and a footer line: where to change her notices for
 * one she chose, why she gets it otherwise. Everything from the text is
 * escaped; links in it are made clickable. Inline styles and a table: what
 * mail readers render.
 */
export const renderMailHtml = (content: MailContent, look: StudioLook): string => {
  const color = escapeHtml(look.primary);
  const name = escapeHtml(look.name);
  const header = look.logoUrl
    ? `<img src="${escapeHtml(look.logoUrl)}" alt="${name}" style="max-height:56px;max-width:200px">`
    : `<span style="font-size:20px;font-weight:bold;color:${color}">${name}</span>`;
  const link = `${look.origin}${PREFERENCES_PATH}`;
  const footer = content.chosen
    ? `${escapeHtml(messages.notices.mailFooter)} <a href="${escapeHtml(link)}" style="color:${color}">${escapeHtml(link)}</a>`
    : escapeHtml(fill(messages.notices.mailFooterAlways, { studio: look.name }));
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid ${color}">
<tr><td style="padding:24px 24px 8px">${header}</td></tr>
<tr><td style="padding:8px 24px 8px;font-size:16px">
${paragraphsHtml(content.text, color)}
</td></tr>
<tr><td style="padding:16px 24px 24px;font-size:12px;color:#666;border-top:1px solid #eee">${footer}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
};
