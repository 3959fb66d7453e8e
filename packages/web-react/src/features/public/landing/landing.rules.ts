import { landingSections, type ClassType, type LandingSectionId, type StudioConfig } from '@estudio/core';
import type { PublicAvailability } from '../available.js';

/** The anchor ids of the landing sections; the navbar links '/#nosotros' and so on. */
export const SECTION_IDS: Record<LandingSectionId, string> = {
  hero: 'inicio',
  about: 'nosotros',
  mission: 'mision',
  classTypes: 'clases',
  coaches: 'coaches',
  packages: 'paquetes',
  announcements: 'avisos',
  schedule: 'horarios',
};

/** The sections to render, in order: enabled, sorted by configured order, and built. */
export const visibleLandingSections = (config: StudioConfig, available: PublicAvailability): LandingSectionId[] =>
  landingSections(config).filter((id) => available.landingSections.includes(id));

/** Spec 2: the landing page lists only class types with an image. */
export const classTypesWithImage = (classTypes: readonly ClassType[]): ClassType[] =>
  classTypes.filter((type) => (type.image?.src ?? '').trim() !== '');

/** True when a text section has something to show. */
export const hasTextSection = (section: { title: string; text: string; image: string | null }): boolean =>
  section.text.trim() !== '' || (section.image ?? '') !== '';
