import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { messages } from '@estudio/core';
import type { MemberLink } from './memberLinks.js';
import * as styles from './AccountMenu.css.js';

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** The account pages ('Mi Cuenta' of memberLinks). */
  readonly links: readonly MemberLink[];
  readonly onSignOut: () => void;
}

/** Where a key moves the focus among `count` items from `index` (-1: none focused); null for other keys. */
export const menuFocusIndex = (key: string, index: number, count: number): number | null => {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return index <= 0 ? count - 1 : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

const Chevron = ({ open }: { open: boolean }) => (
  <svg className={styles.chevron} data-open={open} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 6l4 4 4-4" />
  </svg>
);

/**
 * Closes an open menu on a press anywhere outside `root`, and on Escape
 * wherever the focus is (Safari does not focus a button it clicks); the
 * focus goes back to `button` when it was inside.
 */
const useDismiss = (
  open: boolean,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  close: () => void,
) => {
  useEffect(() => {
    if (!open) return undefined;
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (root.current?.contains(document.activeElement)) button.current?.focus();
      close();
    };
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, button, close]);
};

/**
 * The desktop navbar's 'Mi Cuenta' (spec 2 groups the account pages so in
 * the drawer; nine links in a row would wrap at 1280 px): a disclosure, the
 * pattern ARIA's practices give site navigation, so its links stay links.
 * The button says whether it is open (`aria-expanded`) and which list it
 * shows (`aria-controls`); arrows, Home and End move among the entries;
 * Escape closes it and gives the focus back to the button; a press outside,
 * the focus leaving it, following a link or any navigation close it too.
 * 'Salir' is its last entry, as in the drawer.
 */
export const AccountMenu = ({ links, onSignOut }: AccountMenuProps) => {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, button, close);
  // ArrowDown on the button opens the list and focuses its first entry once it shows.
  const focusFirst = useRef(false);
  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    list.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // A navigation closes it: compared during render, as the public navbar does, so it never flashes open.
  if (open && openedAt !== location.key) setOpen(false);

  // The pages are fixed paths: a plain comparison, so the first load need not share React Router's matcher with this chunk.
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const here = links.some((link) => link.to === path);
  const entries = () => [...(list.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
  const focusEntry = (key: string) => {
    const items = entries();
    const next = menuFocusIndex(key, items.indexOf(document.activeElement as HTMLElement), items.length);
    if (next === null) return false;
    items[next]?.focus();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target === button.current) {
      if (event.key !== 'ArrowDown') return;
      if (open) entries()[0]?.focus();
      else {
        focusFirst.current = true;
        setOpenedAt(location.key);
        setOpen(true);
      }
    } else if (!focusEntry(event.key)) {
      return;
    }
    event.preventDefault();
  };
  // Only a focus that moves elsewhere closes it: a press inside the list (nothing focused) does not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next !== null && !root.current?.contains(next)) setOpen(false);
  };
  const toggle = () => {
    setOpenedAt(location.key);
    setOpen((isOpen) => !isOpen);
  };

  return (
    <div ref={root} className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        data-current={here || undefined}
        onClick={toggle}
      >
        {messages.chrome.myAccount}
        <Chevron open={open} />
      </button>
      <ul ref={list} id={listId} className={styles.panel} hidden={!open}>
        {links.map((link) => (
          <li key={link.screen}>
            <NavLink to={link.to} end className={styles.entry} onClick={close}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li className={styles.signOutRow}>
          <button type="button" className={styles.entry} onClick={onSignOut}>
            {messages.memberArea.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
};
