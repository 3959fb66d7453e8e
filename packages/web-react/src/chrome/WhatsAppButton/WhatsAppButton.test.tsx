import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithServices } from '../../testing/index.js';
import { WhatsAppButton } from './WhatsAppButton.js';

describe('WhatsAppButton', () => {
  it('opens a chat with the country prefix 52 when whatsapp_widget is on', () => {
    renderWithServices(<WhatsAppButton />, { config: { whatsapp_widget: 'true', whatsapp: '5512345678' } });
    const link = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/525512345678');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('is absent when the widget is off or there is no number', () => {
    renderWithServices(<WhatsAppButton />, { config: { whatsapp_widget: 'false', whatsapp: '5512345678' } });
    expect(screen.queryByRole('link')).toBeNull();
    renderWithServices(<WhatsAppButton />, { config: { whatsapp_widget: 'true', whatsapp: '' } });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
