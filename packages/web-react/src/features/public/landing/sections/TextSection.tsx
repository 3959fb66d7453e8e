import type { TextSectionConfig } from '@estudio/core';
import { hasTextSection } from '../landing.rules.js';
import { Section } from './Section.js';
import * as styles from './TextSection.css.js';

/** Props of {@link TextSection}. */
export interface TextSectionProps {
  readonly id: string;
  readonly section: TextSectionConfig;
  /** Puts the image on the other side, so About and Mission alternate. */
  readonly reversed?: boolean;
  readonly tone?: 'plain' | 'surface';
}

/** About or Mission (spec 2): a title, the studio's text and an image. Nothing when empty. */
export const TextSection = ({ id, section, reversed = false, tone }: TextSectionProps) => {
  if (!hasTextSection(section)) return null;
  return (
    <Section id={id} title={section.title} tone={tone}>
      <div className={[styles.layout, section.image ? (reversed ? styles.reversed : null) : styles.single].filter(Boolean).join(' ')}>
        {section.text.trim() ? <p className={`${styles.text} ${styles.cell}`}>{section.text}</p> : null}
        {section.image ? <img className={`${styles.image} ${styles.cell}`} src={section.image} alt="" loading="lazy" /> : null}
      </div>
    </Section>
  );
};
