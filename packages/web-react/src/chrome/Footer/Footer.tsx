import type { TurnProps } from '../../ui/HydrationTurn/index.js';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router';
import { footerPages, messages } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { usePages } from '../../features/public/data/resources.js';
import { Container } from '../../ui/Container/index.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';
import { FacebookIcon, InstagramIcon, MailIcon, PinIcon, TikTokIcon, WhatsAppIcon } from '../icons/icons.js';
import { contactLinks, type ContactKind } from './footer.rules.js';
import * as styles from './Footer.css.js';

const ICONS: Record<ContactKind, ComponentType> = {
  whatsapp: WhatsAppIcon,
  email: MailIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
};

const Column = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title}>
    <h2 className={styles.heading}>{title}</h2>
    {children}
  </section>
);

const Contact = () => {
  const links = contactLinks(useStudioConfig().contact);
  if (links.length === 0) return null;
  return (
    <Column title={messages.chrome.contact}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.kind}>
            <a className={styles.link} href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {createElement(ICONS[link.kind])}
              <span className={visuallyHidden}>{`${link.label}: `}</span>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </Column>
  );
};

const Location = () => {
  const location = useStudioConfig().contact.location?.trim();
  if (!location) return null;
  return (
    <Column title={messages.chrome.location}>
      <Link to="/ubicacion" className={styles.link}>
        <PinIcon />
        {location}
      </Link>
    </Column>
  );
};

/** INFORMACIÓN: the CMS pages with content, then Avisos, which is always there. */
const Information = () => {
  // A footer that fails to list pages still offers Avisos; an alert on every page would only nag.
  const pages = usePages({ reportErrors: false });
  const linked = pages.status === 'ready' ? footerPages(pages.data) : [];
  return (
    <Column title={messages.chrome.information}>
      <ul className={styles.list}>
        {linked.map((page) => (
          <li key={page.page_id}>
            <Link to={`/${page.slug}`} className={styles.link}>
              {page.title}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/avisos" className={styles.link}>
            {messages.chrome.announcements}
          </Link>
        </li>
      </ul>
    </Column>
  );
};

/**
 * The public footer (spec 2): CONTACTO, UBICACIÓN, INFORMACIÓN and a
 * 'Powered by' strip. `children` (the floating WhatsApp button) sit inside
 * the footer landmark, wherever they float on screen.
 */
export const Footer = ({ children, turn }: { children?: ReactNode; readonly turn?: TurnProps }) => (
  <footer {...turn} className={styles.footer}>
    <Container className={styles.columns}>
      <Contact />
      <Location />
      <Information />
    </Container>
    <p className={styles.powered}>
      {`${messages.chrome.poweredBy} `}<span className={styles.poweredName}>{messages.chrome.poweredByName}</span>
    </p>
    {children}
  </footer>
);
