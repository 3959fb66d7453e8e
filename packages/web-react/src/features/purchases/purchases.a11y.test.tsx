import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_LOAD, renderMemberScreen } from '../reservations/testing/render.js';
import { AXE_TIMEOUT, seriousViolations } from '../../testing/axe.js';

describe('accessibility of Mis Compras (axe)', () => {
  it('/mystudio/membresias on a phone, and the cancel dialog with its error', async () => {
    renderMemberScreen('/mystudio/membresias', {
      prepare: ({ api }) => {
        const first = api.state.purchases[0];
        if (first) Object.assign(first, { status: 'active', subscription_id: 'sub_demo', subscription_period: 'month', subscription_interval: 1 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Cancelar Suscripción de/ }, FIRST_LOAD));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar Suscripción' }));
    await screen.findByText('Debes indicar un motivo de cancelación.');
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});
