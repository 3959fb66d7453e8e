import { useWatch, type Control } from 'react-hook-form';
import { contrastWarnings, fill, messages, readableTextOn as readableOn } from '@estudio/core';
import type { SettingsValues } from './settings.rules.js';
import * as styles from './SettingsScreen.css.js';

const text = messages.deskSettings;
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * 'Marca''s live preview: a small navbar, card and buttons in the colours
 * being typed (a colour not yet readable shows the one saved), with a
 * warning for each pair the theme uses below WCAG AA (core's
 * `contrastWarnings`). Text on the primary and accent is black or white,
 * whichever reads better, as on the site (core's `readableTextOn`, the
 * theme's `readableOn` rule).
 */
export const ColorPreview = ({ control, saved }: { control: Control<SettingsValues>; saved: SettingsValues }) => {
  const values = useWatch({ control, name: ['primary', 'accent', 'dark', 'gray', 'light', 'primary-light'] });
  const colour = (index: number, key: string) => {
    const typed = String(values[index] ?? '').trim();
    return HEX.test(typed) ? typed : String(saved[key] ?? '#000000');
  };
  const [primary, accent, dark, gray, light, primaryLight] = [
    colour(0, 'primary'), colour(1, 'accent'), colour(2, 'dark'), colour(3, 'gray'), colour(4, 'light'), colour(5, 'primary-light'),
  ];
  const warnings = contrastWarnings({ primary, accent, dark, light, primaryLight });
  return (
    <div className={styles.full}>
      <p className={styles.legend}>{text.previewTitle}</p>
      <div className={styles.preview} style={{ background: light, color: dark }} aria-hidden="true" data-testid="color-preview">
        <div className={styles.previewNav} style={{ background: primary, color: readableOn(primary) }}>
          <span>{text.keys.business_name[0]}</span>
          <span>{text.previewNavLink}</span>
        </div>
        <div className={styles.previewCard} style={{ background: primaryLight, color: dark }}>
          <strong style={{ color: primary }}>{text.previewCardTitle}</strong>
          <span>{text.previewCardText}</span>
          <span className={styles.previewRule} style={{ borderTopColor: gray }} />
          <div className={styles.previewButtons}>
            <span className={styles.previewButton} style={{ background: primary, color: readableOn(primary) }}>
              {text.previewButton}
            </span>
            <span className={styles.previewButton} style={{ background: accent, color: readableOn(accent) }}>
              {text.previewButton}
            </span>
          </div>
        </div>
      </div>
      <div aria-live="polite">
        {warnings.length === 0 ? (
          <p className={styles.ok}>{text.contrastOk}</p>
        ) : (
          <ul className={styles.warnings}>
            {warnings.map((warning) => (
              <li key={warning.pair}>
                {fill(text.contrastLow, { ratio: String(warning.ratio), minimum: String(warning.minimum), pair: text.contrastPairs[warning.pair] })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
