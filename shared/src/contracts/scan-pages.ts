import * as v from 'valibot';
import { RESULT_VIEW_LANGUAGES, VIEW_PLATFORMS } from './collection-views.js';
import { ResultView } from './views.js';

/** What is drawn: the view without its internal name, description, ids, dates, version and editor. */
const DrawableView = v.omit(ResultView, [
  'id',
  'project_id',
  'name',
  'description',
  'created_at',
  'updated_at',
  'version',
  'updated_by',
]);

export const ShortCodeParams = v.object({
  code: v.pipe(v.string(), v.regex(/^[0-9A-Za-z]{22}$/, 'Not a tag code')),
});
export type ShortCodeParams = v.InferOutput<typeof ShortCodeParams>;

export const ScanPageQuery = v.object({
  /** The scanner the page was opened in; unknown or absent means any ('ALL'). */
  platform: v.optional(v.picklist(VIEW_PLATFORMS), 'ALL'),
});
export type ScanPageQuery = v.InferOutput<typeof ScanPageQuery>;

/**
 * What the page a scanner sees needs: the view to draw and which tag it is. No view (null) for a tag the brand
 * made inactive or blacklisted whose collection has no view for it: the page says it could not verify the product.
 */
export const ScanPage = v.object({
  tag: v.object({ code: v.string(), sequenceNumber: v.number() }),
  language: v.picklist(RESULT_VIEW_LANGUAGES),
  view: v.nullable(DrawableView),
});
export type ScanPage = v.InferOutput<typeof ScanPage>;

export const PageScanBody = v.object({
  /** The page's own id for this scan, kept for the tab's life, so a reload is not a second scan. */
  clientScanId: v.pipe(v.string(), v.regex(/^[\w-]{8,100}$/)),
  clientSessionId: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{8,100}$/))),
  platform: v.optional(v.picklist(VIEW_PLATFORMS), 'ALL'),
});
export type PageScanBody = v.InferOutput<typeof PageScanBody>;

export const PageScanAnswer = v.object({ recorded: v.boolean() });
export type PageScanAnswer = v.InferOutput<typeof PageScanAnswer>;
