import { messages } from '@estudio/core';
import { buttonClass } from '../../ui/Button/index.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';

/** whatsapp_checkout_enabled: buying by a WhatsApp message to the studio (prefix 52), in a new window. */
export const WhatsAppCheckout = ({ href }: { href: string }) => (
  <a className={buttonClass({ variant: 'secondary', block: true })} href={href} target="_blank" rel="noopener noreferrer">
    {messages.checkoutPage.whatsappBuy}
    <span className={visuallyHidden}> {messages.chrome.newWindow}</span>
  </a>
);
