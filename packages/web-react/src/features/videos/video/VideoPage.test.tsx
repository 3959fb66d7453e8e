import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@estudio/core';
import { demoCustomerIds } from '@estudio/core/testing';
import { FIRST_LOAD, NUEVA } from '../../reservations/testing/render.js';
import { renderVideoScreen as renderMemberScreen } from '../testing.js';

const m = messages.videos;

describe('/mystudio/video/{id} (spec 2)', () => {
  it("shows the player at 75% of the window, the name, 'Duración' and the sanitised description", async () => {
    renderMemberScreen('/mystudio/video/1', {
      prepare: ({ api }) => {
        const video = api.state.videos.find((v) => v.video_id === 1);
        if (video) video.description = '<p>Respira <strong>profundo</strong></p><img src="x" onerror="window.__pwned = true">';
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Saludo al sol para empezar el día' }, FIRST_LOAD)).toBeTruthy();
    const player = screen.getByTitle('Reproductor de Saludo al sol para empezar el día');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
    expect(screen.getByText(m.duration).tagName).toBe('DT');
    expect(screen.getByText('profundo').tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('plays an uploaded file in a video element', async () => {
    renderMemberScreen('/mystudio/video/2', {
      prepare: ({ api }) => {
        const video = api.state.videos.find((v) => v.video_id === 2);
        if (video) Object.assign(video, { url: null, file: { file_id: 9, name: 'clase.mp4', type: 'video/mp4', src: '/api/files/9' } });
      },
    });
    const player = await screen.findByLabelText('Reproductor de Vinyasa de 30 minutos', {}, FIRST_LOAD);
    expect(player.tagName).toBe('VIDEO');
    expect(player.querySelector('source')?.getAttribute('src')).toBe('/api/files/9');
  });

  it('toggles the favourite and the completion, and rates the class', async () => {
    const { services } = renderMemberScreen('/mystudio/video/9');
    await screen.findByRole('heading', { level: 1, name: 'Rodada de intervalos' }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('button', { name: `${m.addFavorite}: Rodada de intervalos` }));
    expect(await screen.findByText(m.favoriteAdded)).toBeTruthy();
    expect(await screen.findByRole('button', { name: `${m.removeFavorite}: Rodada de intervalos` })).toBeTruthy();
    const complete = screen.getByRole('button', { name: m.completedBadge });
    expect(complete.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(complete);
    await waitFor(() => expect(screen.getByRole('button', { name: m.completedBadge }).getAttribute('aria-pressed')).toBe('true'));
    const socia = demoCustomerIds.socia;
    expect(services.fakes.api.state.playbacks.find((p) => p.customer_id === socia && p.video_id === 9)?.completed_at).not.toBeNull();
    const rating = screen.getByRole('region', { name: m.rateTitle });
    await userEvent.click(within(rating).getByRole('radio', { name: '4 de 5 estrellas' }));
    await userEvent.click(within(rating).getByRole('button', { name: m.rateSubmit }));
    expect(await screen.findByText(m.rated)).toBeTruthy();
    expect(services.fakes.api.state.videoRatings.find((r) => r.customer_id === socia && r.video_id === 9)?.class_stars).toBe(4);
  });

  it("reads 'Lo sentimos, no hemos encontrado este video.' for a missing video", async () => {
    renderMemberScreen('/mystudio/video/999');
    expect(await screen.findByText(m.notFound, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: m.backToLibrary }).getAttribute('href')).toBe('/mystudio/online');
  });

  it('reads the no-membership text without an online membership', async () => {
    renderMemberScreen('/mystudio/video/1', { signedInAs: NUEVA });
    expect(await screen.findByText(m.noMembership, {}, FIRST_LOAD)).toBeTruthy();
  });
});
