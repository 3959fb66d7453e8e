import { QRCodeSVG } from 'qrcode.react';
import * as styles from './modals.css.js';

/**
 * The QR image of a reservation's check-in URL, as SVG (sharp at any size,
 * no canvas). Its own module so qrcode.react loads only when the 'Código de
 * Acceso' modal opens. Dark modules on white, the library's defaults, so
 * every scanner reads it whatever the studio's colours. `data-url` names what
 * it encodes, for the tests and journeys that cannot read the image.
 */
export const QrCode = ({ value, label }: { value: string; label: string }) => (
  <QRCodeSVG value={value} size={248} level="M" marginSize={2} title={label} role="img" aria-label={label} data-url={value} className={styles.qrSvg} />
);
