import { getRuntimeConfig } from '../config/runtime-config';

/**
 * Asset URLs are relative to the content API's host: absolute here, so a copied URL works anywhere,
 * also when the API has its own origin.
 */
export function absoluteAssetUrl(url: string): string {
  const base = new URL(getRuntimeConfig().apiBase.content, window.location.origin);
  return new URL(url, base).href;
}
