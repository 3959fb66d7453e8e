import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';
import { installViewport } from '../../testing/viewport.js';
import { FIRST_LOAD, NUEVA } from '../reservations/testing/render.js';
import { renderVideoScreen as renderMemberScreen } from './testing.js';

const m = messages.videos;

let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe('accessibility of the online videos (axe)', () => {
  it("/mystudio/online on a phone with the filters and 'Más filtros' open, and on a desktop in favourites mode", async () => {
    const phone = renderMemberScreen('/mystudio/online');
    await screen.findByRole('list', { name: m.gridLabel }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: m.toggleFilters }));
    expect(screen.getByRole('button', { name: m.toggleFilters }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: m.moreFilters }));
    await screen.findByRole('combobox', { name: m.videoType });
    expect(await seriousViolations()).toEqual([]);
    phone.unmount();
    undo = installViewport(1280);
    renderMemberScreen('/mystudio/online?mode=favorites');
    await screen.findByText('Estás viendo: Tus clases Favoritas', {}, FIRST_LOAD);
    await screen.findByRole('region', { name: m.featured });
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('/mystudio/online without a membership', async () => {
    renderMemberScreen('/mystudio/online', { signedInAs: NUEVA });
    await screen.findByText(m.noMembership, {}, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  // axe cannot enter a cross-origin iframe in jsdom, so this scan plays a file; the Chromium scan covers the iframe.
  it('/mystudio/video/{id}', async () => {
    renderMemberScreen('/mystudio/video/1', {
      prepare: ({ api }) => {
        const video = api.state.videos.find((v) => v.video_id === 1);
        if (video) Object.assign(video, { url: null, file: { file_id: 9, name: 'clase.mp4', type: 'video/mp4', src: '/api/files/9' } });
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Saludo al sol para empezar el día' }, FIRST_LOAD);
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
