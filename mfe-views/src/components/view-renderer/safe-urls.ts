/** Links a scanner may follow; anything else (javascript:, data:, vbscript:) becomes inert. */
export function safeLinkUrl(url: string): string | undefined {
  return /^(https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url.trim() : undefined;
}

/** Images from the web, the console's assets or inline raster/SVG data (drawn by <img>, so SVG script never runs). */
export function safeImageUrl(url: string): string | undefined {
  return /^(https?:\/\/|\/api\/|data:image\/(png|jpeg|webp|svg\+xml)[;,])/i.test(url.trim()) ? url.trim() : undefined;
}

/** An image set by URL or by asset: the URL wins (001 §5); an asset the page has no URL for draws nothing. */
export function imageUrl(url: string, assetId: string | null | undefined, assetUrls: Record<string, string>) {
  return safeImageUrl(url) ?? (assetId ? safeImageUrl(assetUrls[assetId] ?? '') : undefined);
}

/** YouTube and Vimeo pages become their privacy-friendly players; other URLs play in <video>. */
export function videoEmbedUrl(url: string): string | undefined {
  const youtube = /^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,})/i.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d+)/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return undefined;
}
