import { useEffect, useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLink, useLocation } from 'react-router';
import { messages } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import type { MemberLink, MemberLinks } from './memberLinks.js';
import * as styles from './member.css.js';

/** Props of {@link MemberDrawer}. */
export interface MemberDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly links: Pick<MemberLinks, 'menu' | 'account'>;
  readonly onSignOut: () => void;
}

const LinkList = ({ links, label, onFollow }: { links: readonly MemberLink[]; label: string; onFollow: () => void }) => (
  <nav aria-label={label}>
    <ul className={styles.drawerList}>
      {links.map((link) => (
        <li key={link.screen}>
          <NavLink to={link.to} end className={styles.navLink} onClick={onFollow}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);

/** Closes the drawer when the address changes, whatever changed it. */
const useCloseOnNavigation = (open: boolean, onClose: () => void) => {
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (!open) shownAt.current = pathname;
    else if (pathname !== shownAt.current) onClose();
  }, [open, pathname, onClose]);
};

/**
 * The mobile drawer (spec 2): 'Menú' with Calendario, Online, Reservaciones
 * and Paquetes, 'Mi Cuenta' with Mi Información and Mis Compras (and, by
 * their flags, Mis Cargos, Mis Créditos and Mis Método de Pago), and 'Salir';
 * only the entries whose screens exist. A Radix dialog: focus trapped,
 * Escape and the backdrop close it, and so does following a link.
 */
export const MemberDrawer = ({ open, onClose, links, onSignOut }: MemberDrawerProps) => {
  useCloseOnNavigation(open, onClose);
  const { menu, myAccount, closeMenu } = messages.chrome;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.drawerOverlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHeader}>
            <Dialog.Title className={styles.drawerTitle}>{menu}</Dialog.Title>
            <Dialog.Close className={styles.drawerClose} aria-label={closeMenu}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {links.menu.length > 0 ? <LinkList links={links.menu} label={menu} onFollow={onClose} /> : null}
          {links.account.length > 0 ? (
            <section aria-labelledby="member-drawer-account">
              <h2 id="member-drawer-account" className={styles.drawerGroupTitle}>
                {myAccount}
              </h2>
              <LinkList links={links.account} label={myAccount} onFollow={onClose} />
            </section>
          ) : null}
          <Button variant="secondary" block onClick={onSignOut}>
            {messages.memberArea.signOut}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
