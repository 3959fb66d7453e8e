import { fill, messages, type PromoPopup } from '@estudio/core';
import { buttonClass, ButtonLink } from '../../ui/Button/index.js';
import { Modal } from '../../ui/Modal/index.js';
import { visuallyHidden } from '../../ui/Spinner/index.js';
import * as styles from './PromoPopup.css.js';

/** Props of {@link PromoPopupModal}. */
export interface PromoPopupModalProps {
  readonly popup: PromoPopup;
  /** The studio's name, for the image's text alternative. */
  readonly businessName: string;
  /** Closing it (the close button, Escape, or following its link). */
  readonly onClose: () => void;
}

/**
 * The promotional popup (spec 2, Modals in the member area): the studio's
 * image with its text alternative and 'Ver promoción', which leads to the
 * configured link (a path of the site, or another site in a new window).
 * Closable; derived props only.
 */
export const PromoPopupModal = ({ popup, businessName, onClose }: PromoPopupModalProps) => {
  const c = messages.content;
  const { target } = popup;
  return (
    <Modal open title={c.popupTitle} onClose={onClose}>
      <div className={styles.stack}>
        <img className={styles.image} src={popup.src} alt={fill(c.popupImage, { business: businessName })} />
        {target.kind === 'internal' ? (
          <ButtonLink to={target.path} block onClick={onClose}>
            {c.popupLink}
          </ButtonLink>
        ) : (
          <a href={target.url} target="_blank" rel="noopener noreferrer" className={buttonClass({ block: true })} onClick={onClose}>
            {c.popupLink}
            <span className={visuallyHidden}> {messages.chrome.newWindow}</span>
          </a>
        )}
      </div>
    </Modal>
  );
};
