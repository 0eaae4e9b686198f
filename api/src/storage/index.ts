import type { ApiConfig } from '@fanlift/core/config';
import { DiskPhotoStorage } from './disk';
import type { PhotoStorage } from './photo-storage';

export * from './photo-storage';
export { DiskPhotoStorage } from './disk';

/** The photo storage of this deployment (disk under UPLOAD_DIR; an object-storage implementation plugs in here). */
export function createPhotoStorage(config: Pick<ApiConfig, 'UPLOAD_DIR'>): PhotoStorage {
  return new DiskPhotoStorage(config.UPLOAD_DIR);
}
