import type { FileRecord } from '../api/schemas/files.schemas.js';

/** A stored file and who uploaded it (null: the studio's own, like the demo's pictures). */
export interface FakeFile extends FileRecord {
  readonly customer_id: number | null;
}

/** The files a fake API starts from (default none). */
export interface FakeFilesSeed {
  readonly files?: readonly FakeFile[];
}

/** The files a fake API holds now. */
export interface FakeFilesState {
  files: FakeFile[];
}

/** A deep copy of the seed's files. */
export const filesStateFromSeed = (seed: FakeFilesSeed): FakeFilesState => ({
  files: JSON.parse(JSON.stringify(seed.files ?? [])) as FakeFile[],
});
