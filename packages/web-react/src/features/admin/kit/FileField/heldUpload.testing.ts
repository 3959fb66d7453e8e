import { vi } from 'vitest';
import type { Services } from '../../../../app/services.js';

/**
 * Holds the next upload of the files API (POST /files, or /files/s3 as the
 * studio's `files_location` says) until `release()`: then it runs for real,
 * and `uploaded()` settles with it. For the tests of an answer arriving
 * after the field or its panel is gone.
 */
export const holdNextUpload = (services: Services): { release: () => void; uploaded: () => Promise<unknown> } => {
  const files = services.api.files;
  const method = services.config.files.location === 's3' ? 'uploadS3' : 'upload';
  const real = files[method].bind(files);
  let release: () => void = () => undefined;
  let uploaded: Promise<unknown> = Promise.resolve();
  vi.spyOn(files, method).mockImplementationOnce((body) => {
    uploaded = new Promise<void>((resolve) => (release = resolve)).then(() => real(body));
    return uploaded as ReturnType<typeof real>;
  });
  return { release: () => release(), uploaded: () => uploaded };
};
