import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrDecoder } from './qrDecoder.js';

/** Where the camera is: not asked yet, opening, reading frames, or why it cannot. */
export type ScannerState = 'idle' | 'starting' | 'scanning' | 'denied' | 'missing' | 'failed';

/** Milliseconds between two reads: about five a second, light on a phone's battery. */
const SCAN_EVERY_MS = 200;

const failureOf = (error: unknown): ScannerState => {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
};

/**
 * The rear camera into `video`, read for QR codes until one is found:
 * `onCode` gets its text, and scanning goes on if the screen says it is not
 * one of ours. The camera starts on a tap (browsers ask permission on a
 * gesture) and stops when the page goes away.
 */
export const useQrScanner = (onCode: (code: string) => boolean) => {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<ScannerState>('idle');
  const handler = useRef(onCode);
  handler.current = onCode;

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState('idle');
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) return setState('missing');
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      const element = video.current;
      if (!element) return stop();
      element.srcObject = stream.current;
      await element.play();
      const decode = await createQrDecoder();
      setState('scanning');
      const tick = async () => {
        const code = await decode(element).catch(() => null);
        if (code !== null && handler.current(code)) return stop();
        if (stream.current) timer.current = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    } catch (error) {
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
      setState(failureOf(error));
    }
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { video, state, start: () => void start(), stop };
};
