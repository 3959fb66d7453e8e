/** Spec 9: the country prefix of messaging links. */
export const WHATSAPP_COUNTRY_PREFIX = '52';

/**
 * A WhatsApp link for a Mexican number with the country prefix 52, whatever
 * the number was typed with (separators, +52, or the old mobile 1). Null when
 * the number has fewer than 10 digits.
 */
export function whatsappLink(number: string | null | undefined, text?: string): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  const link = `https://wa.me/${WHATSAPP_COUNTRY_PREFIX}${digits.slice(-10)}`;
  return text ? `${link}?text=${encodeURIComponent(text)}` : link;
}
