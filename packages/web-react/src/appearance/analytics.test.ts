import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics.js';

const scripts = () => [...document.head.querySelectorAll('script')].map((s) => ({ src: s.src, inline: s.textContent }));

describe('loadAnalytics', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds only the providers’ own scripts, by id', () => {
    loadAnalytics({ googleAnalyticsId: 'G-AB12CD34', metaPixelId: '1234567890' });
    expect(scripts()).toEqual([
      { src: 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34', inline: '' },
      { src: 'https://connect.facebook.net/en_US/fbevents.js', inline: '' },
    ]);
  });

  it('adds nothing for ids that are not provider ids', () => {
    loadAnalytics({ googleAnalyticsId: 'javascript:alert(1)', metaPixelId: '<script>' });
    expect(scripts()).toEqual([]);
  });
});
