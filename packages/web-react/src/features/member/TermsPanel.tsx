import { useState } from 'react';
import { fill, messages, validatePageAcceptance, type Page } from '@estudio/core';
import { Button } from '../../ui/Button/index.js';
import { Checkbox } from '../../ui/Checkbox/index.js';
import { SafeHtml } from '../../ui/SafeHtml/index.js';
import * as styles from './terms.css.js';

/** Props of {@link TermsPanel}. */
export interface TermsPanelProps {
  readonly page: Pick<Page, 'title' | 'content'>;
  /** Called once the box is ticked; the panel shows the spinner while `busy`. */
  readonly onAccept: () => void;
  readonly busy?: boolean;
}

/**
 * The terms acceptance panel (spec 2): the page's text in a scrollable area
 * of at most 500 px, 'Acepto {page}', and 'Aceptar'. Unticked, it says
 * 'Debes aceptar {page} para continuar' and calls nothing.
 */
export const TermsPanel = ({ page, onAccept, busy = false }: TermsPanelProps) => {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = () => {
    const result = validatePageAcceptance(checked, page.title);
    setError(result.ok ? null : result.error.message);
    if (result.ok) onAccept();
  };
  return (
    <div className={styles.panel}>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={page.title}>
        <SafeHtml html={page.content ?? messages.content.noContent} />
      </div>
      <Checkbox
        name="accept_page"
        checked={checked}
        onChange={setChecked}
        error={error}
        label={fill(messages.memberArea.acceptPage, { page: page.title })}
      />
      <Button block busy={busy} onClick={accept}>
        {messages.memberArea.acceptButton}
      </Button>
    </div>
  );
};
