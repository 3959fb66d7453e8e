import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { FIRST_LOAD, renderMemberScreen } from '../reservations/testing/render.js';

/** axe-core in jsdom: no layout, so colour contrast is left to the end-to-end scans. */
const seriousViolations = async (): Promise<string[]> => {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
};

/** A whole page scanned by axe in jsdom, on a shared 2-core machine: several seconds. */
const AXE_TIMEOUT = 20_000;

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
