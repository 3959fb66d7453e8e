import { describe, expect, it } from 'vitest';
import { parseStudioConfig } from '@estudio/core';
import { demoConfigEntries } from '../testing/fakeServices.js';
import { documentTitle, hasAnalytics, metaTags, safeAnalyticsIds } from './appearance.rules.js';

const appearance = (settings: Parameters<typeof demoConfigEntries>[0]) => parseStudioConfig(demoConfigEntries(settings)).appearance;

describe('documentTitle', () => {
  it('uses page_title, else the business name', () => {
    expect(documentTitle(appearance({ page_title: 'Yoga Norte | Clases', business_name: 'Yoga Norte' }))).toBe('Yoga Norte | Clases');
    expect(documentTitle(appearance({ page_title: '', business_name: 'Yoga Norte' }))).toBe('Yoga Norte');
  });
});

describe('metaTags', () => {
  it('sets the theme colour from primary, the tagline and the social image', () => {
    const tags = metaTags(appearance({ primary: '#123456', tagline: 'Respira', social_image: 'https://cdn.example/og.png' }));
    const value = (key: string) => tags.find((t) => t.key === key)?.content;
    expect(value('theme-color')).toBe('#123456');
    expect(value('description')).toBe('Respira');
    expect(value('og:description')).toBe('Respira');
    expect(value('og:image')).toBe('https://cdn.example/og.png');
  });

  it('leaves out what is not configured', () => {
    const keys = metaTags(appearance({ tagline: '', social_image: '' })).map((t) => t.key);
    expect(keys).not.toContain('description');
    expect(keys).not.toContain('og:image');
  });
});

describe('analytics ids', () => {
  it('keeps provider ids and refuses anything that could be script', () => {
    expect(safeAnalyticsIds({ googleAnalyticsId: 'G-AB12CD34', metaPixelId: '1234567890' })).toEqual({
      googleAnalyticsId: 'G-AB12CD34',
      metaPixelId: '1234567890',
    });
    expect(safeAnalyticsIds({ googleAnalyticsId: '"><script>alert(1)</script>', metaPixelId: '123;alert(1)' })).toEqual({
      googleAnalyticsId: null,
      metaPixelId: null,
    });
    expect(hasAnalytics({ googleAnalyticsId: null, metaPixelId: null })).toBe(false);
  });
});
