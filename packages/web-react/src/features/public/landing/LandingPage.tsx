import type { ComponentType } from 'react';
import type { LandingSectionId } from '@estudio/core';
import { useStudioConfig } from '../../../app/services.js';
import { visuallyHidden } from '../../../ui/Spinner/index.js';
import { publicAvailability, type PublicAvailability } from '../available.js';
import { SECTION_IDS, visibleLandingSections } from './landing.rules.js';
import { AnnouncementsSection } from './sections/AnnouncementsSection.js';
import { ClassTypesSection } from './sections/ClassTypesSection.js';
import { CoachesSection } from './sections/CoachesSection.js';
import { HeroSection } from './sections/HeroSection.js';
import { PackagesSection } from './sections/PackagesSection.js';
import { ScheduleSection } from './sections/ScheduleSection.js';
import { TextSection } from './sections/TextSection.js';

const AboutSection = () => <TextSection id={SECTION_IDS.about} section={useStudioConfig().sections.about} />;
const MissionSection = () => <TextSection id={SECTION_IDS.mission} section={useStudioConfig().sections.mission} reversed tone="surface" />;

/** The component of each section this build renders. */
const SECTIONS: Partial<Record<LandingSectionId, ComponentType>> = {
  hero: HeroSection,
  about: AboutSection,
  mission: MissionSection,
  classTypes: ClassTypesSection,
  coaches: CoachesSection,
  packages: PackagesSection,
  announcements: AnnouncementsSection,
  schedule: ScheduleSection,
};

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  readonly available?: PublicAvailability;
}

/**
 * The landing page (spec 2, '/' and any unmatched path): the enabled
 * sections in their configured order. Each loads its own data and renders
 * nothing when it has none.
 */
export const LandingPage = ({ available = publicAvailability }: LandingPageProps) => {
  const config = useStudioConfig();
  const sections = visibleLandingSections(config, available);
  const heroTitled = sections.includes('hero') && config.sections.hero.title.trim() !== '';
  return (
    <>
      {heroTitled ? null : <h1 className={visuallyHidden}>{config.appearance.businessName}</h1>}
      {sections.map((id) => {
        const Section = SECTIONS[id];
        return Section ? <Section key={id} /> : null;
      })}
    </>
  );
};
