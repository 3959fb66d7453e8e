import { describe, expect, it } from 'vitest';
import { parseStudioConfig, type ClassType } from '@estudio/core';
import { demoConfigEntries } from '../../../testing/fakeServices.js';
import { publicAvailability } from '../available.js';
import { classTypesWithImage, visibleLandingSections } from './landing.rules.js';

const config = (settings: Parameters<typeof demoConfigEntries>[0]) => parseStudioConfig(demoConfigEntries(settings));

describe('visibleLandingSections', () => {
  it('sorts the enabled sections by configured order (ties in the spec order)', () => {
    const sections = visibleLandingSections(
      config({
        hero_order: '5',
        about_order: '1',
        mission_order: '4',
        class_types_order: '2',
        coaches_order: '3',
        announcements_order: '0',
        packages_order: '0',
        schedule_order: '0',
        packages_enabled: 'true',
        schedule_enabled: 'true',
      }),
      publicAvailability,
    );
    expect(sections).toEqual(['packages', 'announcements', 'schedule', 'about', 'classTypes', 'coaches', 'mission', 'hero']);
  });

  it('hides disabled sections', () => {
    const sections = visibleLandingSections(
      config({ hero_enabled: 'false', coaches_enabled: 'false', landing_announcements_enabled: 'false' }),
      publicAvailability,
    );
    expect(sections).not.toContain('hero');
    expect(sections).not.toContain('coaches');
    expect(sections).not.toContain('announcements');
    expect(sections).toContain('about');
  });
});

describe('classTypesWithImage', () => {
  it('keeps only class types with an image', () => {
    const type = (id: number, src: string | null): ClassType => ({
      class_type_id: id,
      name: `T${id}`,
      icon: null,
      image: src === null ? null : { src },
      description: null,
    });
    expect(classTypesWithImage([type(1, 'a.png'), type(2, null), type(3, ' ')]).map((t) => t.class_type_id)).toEqual([1]);
  });
});
