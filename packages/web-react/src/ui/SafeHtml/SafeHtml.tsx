import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize.js';
import * as styles from './SafeHtml.css.js';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
}

/** Renders CMS HTML after sanitising it. The only place the app sets inner HTML. */
export const SafeHtml = ({ html, className }: SafeHtmlProps) => {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ? `${styles.prose} ${className}` : styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />;
};
