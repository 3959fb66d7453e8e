/** Reads a QR code from what a video shows now; null when none is in view. */
export type QrDecoder = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  readonly rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<readonly DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's own BarcodeDetector when it reads QR codes (Chrome on Android, Safari 17+), else null. */
const nativeDetector = async (): Promise<BarcodeDetectorLike | null> => {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
};

/**
 * jsQR over a canvas copy of the frame, for browsers without BarcodeDetector
 * (Firefox, desktop Safari): loaded only then, so the page does not carry it
 * where the browser reads codes itself. Frames are scaled to at most 640 px
 * wide, plenty for a code held up to a phone and cheap to scan.
 */
const jsQrDecoder = async (): Promise<QrDecoder> => {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    const scale = Math.min(1, 640 / video.videoWidth);
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
};

/** The best QR reader this browser has. */
export const createQrDecoder = async (): Promise<QrDecoder> => {
  const native = await nativeDetector();
  if (!native) return jsQrDecoder();
  return async (video) => {
    if (video.videoWidth === 0) return null;
    const [found] = await native.detect(video);
    return found?.rawValue ?? null;
  };
};
