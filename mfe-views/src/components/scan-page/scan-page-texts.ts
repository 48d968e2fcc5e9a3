/** What the scan page says outside a view, shared by the public page and a member's preview of it. */
export const SCAN_PAGE_TEXTS = {
  missing: 'We could not find this product.',
  failed: 'This page could not be loaded. Check your connection and try again.',
  unverified: 'We could not verify this product',
  unverifiedDetail: 'The brand cannot confirm that the product carrying this tag is genuine.',
} as const;
