import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml.js';
import { sanitizeHtml } from './sanitize.js';

describe('SafeHtml', () => {
  it('keeps formatting', () => {
    const { container } = render(<SafeHtml html="<h2>Términos</h2><p>Lee <strong>esto</strong>.</p>" />);
    expect(container.querySelector('h2')?.textContent).toBe('Términos');
    expect(container.querySelector('strong')?.textContent).toBe('esto');
  });

  it('drops scripts, handlers and javascript: links', () => {
    const dirty = '<p onclick="alert(1)">Hola</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="x" onerror="alert(4)">';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('Hola');
  });
});
