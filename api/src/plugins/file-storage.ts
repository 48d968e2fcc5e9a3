import fp from 'fastify-plugin';
import type { AssetStorageConfig } from '../config.js';
import type { FileStorage } from '../services/storage/file-storage.js';
import { createLocalFileStorage } from '../services/storage/local-file-storage.js';
import { createS3FileStorage } from '../services/storage/s3-file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export function createFileStorage(config: AssetStorageConfig): FileStorage {
  return config.driver === 's3' ? createS3FileStorage(config) : createLocalFileStorage(config.dir);
}

/** Where uploaded files live: the local folder, or S3 when configured (config.ts). */
export const fileStoragePlugin = fp<{ config: AssetStorageConfig }>(
  async (app, { config }) => {
    app.decorate('fileStorage', createFileStorage(config));
  },
  { name: 'file-storage' },
);
