import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AXE_TIMEOUT, seriousViolations } from '../../../testing/axe.js';
import { FIRST_LOAD, renderAdmin, SLOW } from '../testing/renderAdmin.js';

const opened = async () => {
  const rendered = renderAdmin('/admin/checkin');
  await screen.findByRole('heading', { level: 1, name: 'Check-in' }, FIRST_LOAD);
  return rendered;
};
/** What the camera's card says (its live status line). */
const cameraStatus = () => within(screen.getByLabelText('Vista de la cámara').parentElement as HTMLElement).getByRole('status').textContent;

const typeCode = async (code: string) => {
  const field = screen.getByLabelText('Número de reservación o enlace del código');
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
};

/** Gives the browser a camera whose getUserMedia does `answer`; undone after each test. */
const camera = (getUserMedia: () => Promise<MediaStream>) => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(getUserMedia) } });
  return navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>;
};
/** A camera that streams, frames 640 px wide, and a BarcodeDetector reading `rawValue` in each; returns the track's stop. */
const liveCamera = (rawValue: string) => {
  const stopTrack = vi.fn();
  camera(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  const detect = vi.fn(() => Promise.resolve([{ rawValue }]));
  Object.defineProperty(globalThis, 'BarcodeDetector', {
    configurable: true,
    value: class {
      static getSupportedFormats = () => Promise.resolve(['qr_code']);
      detect = detect;
    },
  });
  return { stopTrack, detect };
};
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(globalThis, 'BarcodeDetector');
  vi.restoreAllMocks();
});

describe("'Check-in' without a camera", SLOW, () => {
  it("opens a reservation's check-in from its number", async () => {
    const { location } = await opened();
    await typeCode('123');
    await waitFor(() => expect(location().pathname).toBe('/admin/reservations/123'));
  });

  it("opens a reservation's check-in from the link its QR code holds", async () => {
    const { location } = await opened();
    await typeCode('https://estudio.example/admin/reservations/45');
    await waitFor(() => expect(location().pathname).toBe('/admin/reservations/45'));
  });

  it('refuses a code that is not one of our reservations, and stays', async () => {
    const { location } = await opened();
    await typeCode('https://otro.example/pagar/45');
    expect(cameraStatus()).toBe('Ese código no es de una reservación de este estudio.');
    expect(location().pathname).toBe('/admin/checkin');
    await userEvent.type(screen.getByLabelText('Número de reservación o enlace del código'), '1');
    expect(cameraStatus()).toBe('');
  });

  it('has no serious axe violation', async () => {
    await opened();
    expect(await seriousViolations()).toEqual([]);
  }, AXE_TIMEOUT);
});

describe("'Check-in' with the camera", SLOW, () => {
  const startCamera = () => userEvent.click(screen.getByRole('button', { name: 'Activar cámara' }));

  it.each([
    ['NotAllowedError', 'No tenemos permiso para usar la cámara. Actívalo en los ajustes del navegador o escribe el número de la reservación.'],
    ['NotFoundError', 'Este dispositivo no tiene una cámara disponible. Escribe el número de la reservación.'],
    ['AbortError', 'No pudimos abrir la cámara. Inténtalo de nuevo o escribe el número de la reservación.'],
  ])('explains a camera refused with %s', async (name, explanation) => {
    const getUserMedia = camera(() => Promise.reject(new DOMException('camera', name)));
    await opened();
    await startCamera();
    await waitFor(() => expect(cameraStatus()).toBe(explanation));
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(screen.getByRole('button', { name: 'Activar cámara' })).toBeTruthy();
  });

  it('says there is no camera when the browser has no getUserMedia', async () => {
    await opened();
    await startCamera();
    await waitFor(() => expect(cameraStatus()).toBe('Este dispositivo no tiene una cámara disponible. Escribe el número de la reservación.'));
  });

  it("reads a QR code from the camera, opens its check-in and lets the camera go", async () => {
    const { stopTrack } = liveCamera('https://estudio.example/admin/reservations/77');
    const { location } = await opened();
    await startCamera();
    await waitFor(() => expect(location().pathname).toBe('/admin/reservations/77'));
    expect(stopTrack).toHaveBeenCalled();
  });

  it("keeps looking past a stranger's code, and 'Detener cámara' stops it", async () => {
    const { stopTrack, detect } = liveCamera('https://otro.example/boletos/9');
    const { location } = await opened();
    await startCamera();
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(1), { timeout: 2000 });
    expect(cameraStatus()).toBe('Ese código no es de una reservación de este estudio.');
    await userEvent.click(screen.getByRole('button', { name: 'Detener cámara' }));
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Activar cámara' })).toBeTruthy();
    expect(location().pathname).toBe('/admin/checkin');
  });
});
