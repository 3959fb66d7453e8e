import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appError, type DeskJobsApi, type JobsOverview, type Result } from '@estudio/core';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { answered, failed, never } from '../testing/deskStub.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';
import { periodText } from './JobsScreen.js';

const OVERVIEW: JobsOverview = {
  jobs: [
    { name: 'no-show-sweep', label: 'Registro automático de faltas', every_seconds: 60 },
    { name: 'renewals', label: 'Renovaciones', every_seconds: 3600 },
  ],
  failed: [{
    id: '17', name: 'renewals', label: 'Renovaciones', attempts: 4, error: 'connect ECONNREFUSED 127.0.0.1:5432',
    // 9:30 in Mexico City.
    created_at: '2026-11-26T15:00:00.000Z', failed_at: '2026-11-26T15:30:00.000Z',
  }],
};

/** A jobs port whose answers the test gives, recording its calls. */
const jobsStub = (overview: () => Promise<Result<JobsOverview>>, retry: (id: string) => Promise<Result<true>> = () => answered(true as const)) => {
  const calls = { overview: 0, retry: [] as string[] };
  const api: DeskJobsApi = {
    overview: () => {
      calls.overview += 1;
      return overview();
    },
    retry: (id) => {
      calls.retry.push(id);
      return retry(id);
    },
  };
  return { api, calls };
};

const renderJobs = (stub: ReturnType<typeof jobsStub>) => renderAdmin('/admin/tareas', {}, { services: { deskJobs: stub.api } });
const failedList = () => screen.findByRole('list', { name: 'Con error' }, FIRST_LOAD);

describe("'Tareas automáticas'", SLOW, () => {
  it('lists each failed run with its time in the studio, tries and error, and the jobs that run by themselves', async () => {
    renderJobs(jobsStub(() => answered(OVERVIEW)));
    const list = await failedList();
    const row = within(list).getByText('Renovaciones').closest('li') as HTMLElement;
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:5432')).toBeTruthy();
    expect(within(row).getByText(/9:30/).getAttribute('dateTime')).toBe('2026-11-26T15:30:00.000Z');
    const scheduled = screen.getByRole('list', { name: 'Programadas' });
    expect(within(scheduled).getByText('Registro automático de faltas')).toBeTruthy();
    expect(within(scheduled).getByText('Cada 1 min')).toBeTruthy();
    expect(within(scheduled).getByText('Cada 1 h')).toBeTruthy();
  });

  it("retries a failed run and reads the list again", async () => {
    const stub = jobsStub(() => answered(stub.calls.overview > 1 ? { ...OVERVIEW, failed: [] } : OVERVIEW));
    renderJobs(stub);
    const list = await failedList();
    await userEvent.click(within(list).getByRole('button', { name: 'Reintentar: Renovaciones' }));
    expect(await screen.findByText('Se volverá a intentar en unos segundos.', {}, FIRST_LOAD)).toBeTruthy();
    expect(stub.calls.retry).toEqual(['17']);
    expect(await screen.findByText('Ninguna tarea ha fallado. Todo funciona.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('says why a retry was refused, in Spanish', async () => {
    const stub = jobsStub(() => answered(OVERVIEW), () => failed(appError('job/not-failed', 'Esa ejecución ya no está en error: quizá ya se reintentó.', 404)));
    renderJobs(stub);
    const list = await failedList();
    await userEvent.click(within(list).getByRole('button', { name: 'Reintentar: Renovaciones' }));
    expect(await screen.findByText('Esa ejecución ya no está en error: quizá ya se reintentó.', {}, FIRST_LOAD)).toBeTruthy();
  });

  it('shows skeletons while loading', async () => {
    renderJobs(jobsStub(() => never()));
    const status = await screen.findByText('Cargando', {}, FIRST_LOAD);
    expect(status.closest('[aria-busy="true"]')).toBeTruthy();
  });

  it('loads again after a failure', async () => {
    const stub = jobsStub(() => (stub.calls.overview === 1 ? failed() : answered({ jobs: [], failed: [] })));
    renderJobs(stub);
    expect(await screen.findByText('No pudimos cargar la información.', {}, FIRST_LOAD)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Este servidor no tiene tareas programadas.', {}, FIRST_LOAD)).toBeTruthy();
    await waitFor(() => expect(stub.calls.overview).toBe(2));
  });

  it('has no serious axe violations', async () => {
    renderJobs(jobsStub(() => answered(OVERVIEW)));
    await failedList();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);

  it('writes a period in the largest whole unit', () => {
    expect(periodText(30)).toBe('Cada 30 s');
    expect(periodText(90)).toBe('Cada 90 s');
    expect(periodText(120)).toBe('Cada 2 min');
    expect(periodText(86_400)).toBe('Cada 24 h');
  });
});
