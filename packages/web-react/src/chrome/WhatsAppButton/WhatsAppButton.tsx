import { messages, whatsappLink } from '@estudio/core';
import { useStudioConfig } from '../../app/services.js';
import { WhatsAppIcon } from '../icons/icons.js';
import * as styles from './WhatsAppButton.css.js';

/** The floating WhatsApp button (spec 2), when whatsapp_widget is on and a number is set. */
export const WhatsAppButton = () => {
  const { sections, contact } = useStudioConfig();
  const href = whatsappLink(contact.whatsapp);
  if (!sections.whatsappWidget.enabled || href === null) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.button} aria-label={messages.chrome.whatsappButton}>
      <WhatsAppIcon className={styles.icon} />
    </a>
  );
};
