import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './Skeleton.js';

describe('Skeleton', () => {
  it('announces loading once and hides the shapes from screen readers', () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton height={200} />
        <Skeleton circle width={64} height={64} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status').textContent).toBe('Cargando');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
