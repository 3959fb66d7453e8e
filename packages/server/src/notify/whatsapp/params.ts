/**
 * What a template body parameter may hold. The Cloud API refuses (400) a
 * parameter that is empty, holds a line break or a tab or more than four
 * spaces in a row, or makes the message too long (the body, parameters
 * filled in, is at most 1,024 characters). A refusal would drop a notice
 * that could have been sent, so parameters are made to fit before the row
 * is written.
 */

/** The longest one parameter may be: a name, a class, a day, a link and a summary of classes fit in a 1,024-character body. */
export const WHATSAPP_PARAM_MAX = 160;
/** What stands for an empty parameter (an empty location, a customer without a name). */
export const WHATSAPP_EMPTY_PARAM = '—';

/** One parameter the Cloud API takes: one line, no run of spaces, never empty, at most WHATSAPP_PARAM_MAX characters (cut with '…'). */
export const whatsappParam = (value: string): string => {
  const line = value.replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim();
  if (line === '') return WHATSAPP_EMPTY_PARAM;
  const chars = [...line];
  return chars.length <= WHATSAPP_PARAM_MAX ? line : `${chars.slice(0, WHATSAPP_PARAM_MAX - 1).join('').trimEnd()}…`;
};

/**
 * Items joined by '; ' into one parameter of at most WHATSAPP_PARAM_MAX
 * characters: the items that fit, then '…y N más' for the rest (classes a
 * studio cancelled at once, say).
 */
export const whatsappSummary = (items: readonly string[]): string => {
  const parts = items.map(whatsappParam);
  if (parts.length === 0) return WHATSAPP_EMPTY_PARAM;
  for (let shown = parts.length; shown > 0; shown -= 1) {
    const rest = parts.length - shown;
    const text = parts.slice(0, shown).join('; ') + (rest > 0 ? ` …y ${rest} más` : '');
    if ([...text].length <= WHATSAPP_PARAM_MAX) return text;
  }
  // Not even the first fits with the rest counted: the first, cut, and the count.
  const tail = parts.length > 1 ? ` …y ${parts.length - 1} más` : '';
  return `${[...(parts[0] ?? WHATSAPP_EMPTY_PARAM)].slice(0, WHATSAPP_PARAM_MAX - tail.length - 1).join('').trimEnd()}…${tail}`;
};
