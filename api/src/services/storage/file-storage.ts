/**
 * Where uploaded files live (DESIGN §2): a local folder by default, S3-compatible storage when
 * configured. Keys are `/`-separated relative paths made by the API, never by a caller.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the keys; missing ones are ignored. */
  remove(keys: string[]): Promise<void>;
}

/** Keys are made by the API; this guards against a mistake turning one into a path outside the store. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
