import { messages, whatsappLink, type ContactConfig } from '@estudio/core';

/** The kinds of contact link of the footer's CONTACTO column. */
export type ContactKind = 'whatsapp' | 'email' | 'facebook' | 'instagram' | 'tiktok';

/** One contact link. */
export interface ContactLink {
  readonly kind: ContactKind;
  readonly label: string;
  /** What is shown: the number, the address or the handle. */
  readonly text: string;
  readonly href: string;
  /** Web pages open in a new window; mail stays. */
  readonly external: boolean;
}

const SOCIAL_HOSTS: Record<'facebook' | 'instagram' | 'tiktok', string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  tiktok: 'https://www.tiktok.com/@',
};

/**
 * A social profile URL from what the studio typed: a full http(s) URL is kept,
 * a handle ('estudio' or '@estudio') becomes the network's profile URL, and
 * anything else (another scheme) is refused so a setting never becomes a script link.
 */
export const socialUrl = (network: keyof typeof SOCIAL_HOSTS, value: string): string | null => {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  const handle = text.replace(/^@/, '');
  if (!/^[\w.-]+$/.test(handle)) return null;
  return `${SOCIAL_HOSTS[network]}${handle}`;
};

/** The handle to show for a social link. */
const socialText = (value: string): string => {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return text.startsWith('@') ? text : `@${text}`;
  const path = text.replace(/^https?:\/\/[^/]+\/?/i, '').replace(/\/$/, '');
  return path === '' ? text : path.startsWith('@') ? path : `@${path}`;
};

/** The CONTACTO links of spec 2, only those configured, WhatsApp with the prefix 52. */
export const contactLinks = (contact: ContactConfig): ContactLink[] => {
  const links: ContactLink[] = [];
  const whatsapp = whatsappLink(contact.whatsapp);
  if (whatsapp && contact.whatsapp) {
    links.push({ kind: 'whatsapp', label: messages.chrome.whatsapp, text: contact.whatsapp, href: whatsapp, external: true });
  }
  const email = contact.email?.trim();
  if (email && /^[^\s@]+@[^\s@]+$/.test(email)) {
    links.push({ kind: 'email', label: messages.chrome.email, text: email, href: `mailto:${email}`, external: false });
  }
  for (const network of ['facebook', 'instagram', 'tiktok'] as const) {
    const value = contact[network];
    const href = value ? socialUrl(network, value) : null;
    if (value && href) links.push({ kind: network, label: messages.chrome[network], text: socialText(value), href, external: true });
  }
  return links;
};
