import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { ServicesProvider } from '../app/services.js';
import { makeFakeServices, type SettingsOverrides } from '../testing/index.js';
import { AppearanceHead, type AnalyticsLoader } from './AppearanceHead.js';
import { CUSTOM_CSS_ID } from './appearance.rules.js';

const renderHead = (config: SettingsOverrides, loadAnalytics?: AnalyticsLoader) =>
  render(
    <ServicesProvider services={makeFakeServices({ config })}>
      <AppearanceHead {...(loadAnalytics ? { loadAnalytics } : {})} />
    </ServicesProvider>,
  );

describe('AppearanceHead', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets the title, favicon and theme colour', () => {
    renderHead({ page_title: 'Yoga Norte', favicon: 'https://cdn.example/icon.png', primary: '#aa3366' });
    expect(document.title).toBe('Yoga Norte');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe('https://cdn.example/icon.png');
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#aa3366');
  });

  it('adds the custom CSS after the theme when the server did not', () => {
    renderHead({ custom_css: '.hero { letter-spacing: 1px; }' });
    const style = document.getElementById(CUSTOM_CSS_ID);
    expect(style?.textContent).toBe('.hero { letter-spacing: 1px; }');
    expect(document.head.lastElementChild).toBe(style);
  });

  it('leaves the server-injected custom CSS alone', () => {
    const injected = document.createElement('style');
    injected.id = CUSTOM_CSS_ID;
    injected.textContent = '.server {}';
    document.head.appendChild(injected);
    renderHead({ custom_css: '.client {}' });
    expect(document.querySelectorAll(`#${CUSTOM_CSS_ID}`)).toHaveLength(1);
    expect(document.getElementById(CUSTOM_CSS_ID)?.textContent).toBe('.server {}');
  });

  it('loads the trackers after the page is interactive, never inline', async () => {
    const load = vi.fn<AnalyticsLoader>(async () => undefined);
    renderHead({ google_analytics_id: 'G-AB12CD34', meta_pixel_id: '1234567890' }, load);
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledWith({ googleAnalyticsId: 'G-AB12CD34', metaPixelId: '1234567890' }));
  });

  it('loads nothing without tracking ids', async () => {
    const load = vi.fn<AnalyticsLoader>(async () => undefined);
    renderHead({ google_analytics_id: '', meta_pixel_id: '' }, load);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });
});
