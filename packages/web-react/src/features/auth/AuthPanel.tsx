import type { ReactNode } from 'react';
import { Card } from '../../ui/Card/index.js';
import * as styles from './auth.css.js';

/** Props of {@link AuthPanel}. */
export interface AuthPanelProps {
  /** The screen's heading (h1). */
  readonly title: string;
  /** Above the heading: the studio's logo on /login. */
  readonly header?: ReactNode;
  readonly intro?: string;
  /** Sign-up needs room for two fields a row. */
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/** The card every auth screen is laid out in: an optional header, the heading, the form. */
export const AuthPanel = ({ title, header, intro, wide = false, children }: AuthPanelProps) => (
  <Card as="section" className={wide ? `${styles.panel} ${styles.widePanel}` : styles.panel}>
    {header}
    <h1 className={styles.title}>{title}</h1>
    {intro ? <p className={styles.intro}>{intro}</p> : null}
    {children}
  </Card>
);

/** A screen over a decorative full-bleed image (/login's bg_login, /registro's background). */
export const Backdrop = ({ image, children }: { image: string | null; children: ReactNode }) => (
  <div className={styles.backdrop}>
    {image ? <img className={styles.backdropImage} src={image} alt="" aria-hidden="true" /> : null}
    {children}
  </div>
);
