import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from '../Spinner/index.js';
import { useHydrated } from '../useHydrated.js';
import * as styles from './Button.css.js';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/** Height and padding of a button; every size is a 44 px tap target or more. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly block?: boolean;
}

/** The class names for a look, shared by buttons and button-styled links. */
export const buttonClass = ({ variant = 'primary', size = 'md', block = false }: Look, extra?: string): string =>
  [styles.base, styles.variant[variant], styles.size[size], block ? styles.block : undefined, extra]
    .filter(Boolean)
    .join(' ');

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Look {
  /** A call is pending: shows a spinner and refuses clicks (spec 4). */
  readonly busy?: boolean;
}

/**
 * The app's button. Defaults to `type="button"` so it never submits a form by
 * accident. In a page the server rendered it stays disabled until the page's
 * script has taken it over (issue 18): a tap before then would do nothing,
 * and Enter in a form would send a native GET with its fields in the address.
 */
export const Button = ({ variant, size, block, busy = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) => {
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy || !hydrated}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
};

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends LinkProps, Look {}

/** A router link that looks like a {@link Button}. */
export const ButtonLink = ({ variant, size, block, className, ...rest }: ButtonLinkProps) => (
  <Link {...rest} className={buttonClass({ variant, size, block }, typeof className === 'string' ? className : undefined)} />
);
