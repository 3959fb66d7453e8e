import { useId, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldIds } from './Field.js';

const Field = ({ id }: { id?: string }) => {
  const { inputId, hintId } = useFieldIds(id);
  return <input id={inputId} aria-describedby={hintId} />;
};

const Numbered = () => <output>{useId()}</output>;

const idAfter = (field: ReactElement) => {
  const { container, unmount } = render(
    <>
      {field}
      <Numbered />
    </>,
  );
  const id = container.querySelector('output')?.textContent;
  unmount();
  return id;
};

describe('useFieldIds', () => {
  it('names a field by its id, and its hint after it', () => {
    const { container } = render(<Field id="filtro-estudio" />);
    expect(container.querySelector('input')?.id).toBe('filtro-estudio');
    expect(container.querySelector('input')?.getAttribute('aria-describedby')).toBe('filtro-estudio-hint');
  });

  it('gives an unnamed field an id of its own', () => {
    const { container } = render(<><Field /><Field /></>);
    const [first, second] = [...container.querySelectorAll('input')].map((input) => input.id);
    expect(first).toMatch(/^field-/);
    expect(second).toMatch(/^field-/);
    expect(first).not.toBe(second);
  });

  it("takes no number from the renderer's id counter when named, so it may sit in a hydration turn", () => {
    expect(idAfter(<Field id="filtro-estudio" />)).toBe(idAfter(<></>));
    expect(idAfter(<Field />)).not.toBe(idAfter(<></>));
  });
});
