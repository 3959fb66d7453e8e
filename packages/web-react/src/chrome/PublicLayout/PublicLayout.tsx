import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { Banner } from '../Banner/index.js';
import { Footer } from '../Footer/index.js';
import { PublicNavbar } from '../PublicNavbar/index.js';
import { WhatsAppButton } from '../WhatsAppButton/index.js';
import { HydrationTurn } from '../../ui/HydrationTurn/index.js';
import * as styles from './PublicLayout.css.js';

/** The id of the main region: the skip link's and the landing anchors' target. */
export const MAIN_ID = 'contenido';

/**
 * Scrolls to the top on a new page, or to the section a hash names
 * ('/#nosotros'), once that section is on screen. The page as it opens is
 * left where it is: a visitor may have scrolled the server's HTML before
 * the script arrived.
 */
const useScrollOnNavigate = () => {
  const { pathname, hash } = useLocation();
  const opened = useRef(false);
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (id === '') {
      if (!first) window.scrollTo(0, 0);
      return undefined;
    }
    // The section may render after its data loads: look for it for a moment.
    let tries = 0;
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || tries > 20) clearInterval(timer);
    }, 100);
    return () => clearInterval(timer);
  }, [pathname, hash]);
};

/**
 * The public chrome around every public page (spec 2): a skip link, the
 * banner above the navbar, the page, the footer and the WhatsApp button.
 * Renders `children` when given, else the matched child route.
 */
export const PublicLayout = ({ children }: { children?: ReactNode }) => {
  useScrollOnNavigate();
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {messages.chrome.skipToContent}
      </a>
      {/* The header and the footer hydrate in turns of their own after the page's frame (issue 18: TBT). */}
      <HydrationTurn id="cabecera">
        {(turn) => (
          <header {...turn} className={styles.header}>
            <Banner />
            <PublicNavbar />
          </header>
        )}
      </HydrationTurn>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <HydrationTurn id="pie">
        {(turn) => (
          <Footer turn={turn}>
            <WhatsAppButton />
          </Footer>
        )}
      </HydrationTurn>
    </div>
  );
};
