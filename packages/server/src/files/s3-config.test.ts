import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';

describe('readConfig: the S3 credentials', () => {
  it('reads AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY together, or neither', () => {
    expect(readConfig({ WEB_DIST: '' }).s3Credentials).toBeUndefined();
    expect(readConfig({ WEB_DIST: '', AWS_ACCESS_KEY_ID: 'AKIA1', AWS_SECRET_ACCESS_KEY: 'secreto' }).s3Credentials)
      .toEqual({ accessKeyId: 'AKIA1', secretAccessKey: 'secreto' });
    expect(() => readConfig({ WEB_DIST: '', AWS_ACCESS_KEY_ID: 'AKIA1' })).toThrow(/AWS_SECRET_ACCESS_KEY/);
  });
});
