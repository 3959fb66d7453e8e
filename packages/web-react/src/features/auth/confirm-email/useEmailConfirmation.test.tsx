import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { ok } from '@estudio/core';
import { ServicesProvider } from '../../../app/services.js';
import { makeFakeServices } from '../../../testing/index.js';
import { useEmailConfirmation } from './useEmailConfirmation.js';

describe('useEmailConfirmation', () => {
  it('calls the server once per token, even through the development double mount', async () => {
    const services = makeFakeServices();
    const confirm = vi.spyOn(services.api.customer, 'confirmEmail').mockResolvedValue(ok(undefined));
    const wrapper = ({ children }: { children: ReactNode }) => <ServicesProvider services={services}>{children}</ServicesProvider>;
    const { result } = renderHook(() => useEmailConfirmation('token-de-prueba-123456'), { wrapper, reactStrictMode: true });
    await waitFor(() => expect(result.current).toEqual({ kind: 'done' }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
