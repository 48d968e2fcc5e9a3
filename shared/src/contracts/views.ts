import * as v from 'valibot';
import { IsoDateTime, RequiredText, Uuid } from './common.js';
import { ErrorBody } from './errors.js';
import { ProjectHeaders } from './collections.js';

/** Not blank: at least one non-space character. The service stores the trimmed value. */
export const CreateViewBody = v.object({
  name: RequiredText('Name', 100),
  description: RequiredText('Description', 500),
});
export type CreateViewBody = v.InferOutput<typeof CreateViewBody>;

const JsonObject = v.record(v.string(), v.unknown());

/** 001 §3: the look of the result page around the editor's content. */
export const ResultViewStyle = v.object({
  icon_background_colour: v.string(),
  background_colour: v.string(),
  product_image_background_colour: v.string(),
  arrow_colour: v.string(),
  details_colour: v.string(),
  description_colour: v.string(),
  state_colour: v.string(),
  product_image_scale_mode: v.picklist(['cover', 'contain']),
});
export type ResultViewStyle = v.InferOutput<typeof ResultViewStyle>;

/**
 * In requests and answers the content is an object; its shape (view-content.ts) is checked by the
 * view service, which names the path of anything wrong.
 */
const ContentObject = v.pipe(
  JsonObject,
  v.description('fonts, sections (each `{id, type: "section", data}`) and the text styles (001 §3)'),
);

/** 001 §3, §5: product, logo and icon image, each by asset or by URL (≤ 255; a URL overrides the asset). */
const ImageUrl = v.pipe(v.string(), v.maxLength(255), v.regex(/^(https?:\/\/|\/api\/|$)/, 'must be an http(s) URL'));
const AssetId = v.nullable(Uuid);
const ViewImages = v.object({
  product_image_url: ImageUrl,
  product_image_asset_id: AssetId,
  logo_image_url: ImageUrl,
  logo_image_asset_id: AssetId,
  icon_image_asset_id: AssetId,
});

/**
 * 001 §3 html_content_url: a page of the brand's own about the product, which the scan page links to
 * (ADR 0052). http(s) only, at most 255 characters like the view's other URLs; '' is none.
 */
const HtmlContentUrl = v.pipe(
  v.string(),
  v.maxLength(255),
  v.regex(/^(https?:\/\/[^\s]+|)$/, 'must be an http(s) URL without spaces'),
);

/** A row of the result views list. */
export const ResultViewSummary = v.object({
  id: Uuid,
  name: v.string(),
  description: v.string(),
  project_id: Uuid,
  created_at: IsoDateTime,
});
export type ResultViewSummary = v.InferOutput<typeof ResultViewSummary>;

export const ResultViewList = v.object({ data: v.array(ResultViewSummary) });
export type ResultViewList = v.InferOutput<typeof ResultViewList>;

/** Who saved a view last: a name to show (the email when the user has none) and the email. */
export const ViewEditor = v.object({ id: Uuid, name: v.string(), email: v.string() });
export type ViewEditor = v.InferOutput<typeof ViewEditor>;

/** The version, who saved it and when: GET and PUT answer it, and a stale save's 412 names the current one. */
const ViewVersion = v.object({
  version: v.pipe(
    v.number(),
    v.integer(),
    v.description('Counts up on every save; the ETag header is this number in quotes, e.g. `"3"`'),
  ),
  updated_at: IsoDateTime,
  updated_by: v.pipe(v.nullable(ViewEditor), v.description('Who saved last (null for views saved before versions)')),
});

/** A whole view: the summary plus what the editor changes. */
export const ResultView = v.object({
  ...ResultViewSummary.entries,
  ...ViewVersion.entries,
  display_state: v.string(),
  display_details: v.pipe(v.string(), v.maxLength(255)),
  display_description: v.string(),
  html_content_url: v.string(),
  ...ViewImages.entries,
  style: ResultViewStyle,
  content: ContentObject,
  asset_urls: v.pipe(
    v.record(v.string(), v.string()),
    v.description(
      'The file URL of every project asset the view uses (product, logo, icon, image items), by asset id; an asset deleted since has none',
    ),
  ),
});
export type ResultView = v.InferOutput<typeof ResultView>;

/** Save: the whole view as the editor holds it. */
export const UpdateViewBody = v.object({
  ...CreateViewBody.entries,
  display_state: v.pipe(v.string(), v.maxLength(255)),
  display_details: v.pipe(v.string(), v.maxLength(255)),
  display_description: v.pipe(v.string(), v.maxLength(5000)),
  /** Absent: the stored one is kept (callers from before the field existed). */
  html_content_url: v.optional(HtmlContentUrl),
  ...ViewImages.entries,
  style: ResultViewStyle,
  content: ContentObject,
});
export type UpdateViewBody = v.InferOutput<typeof UpdateViewBody>;

/** PUT needs the ETag of the version the change was made from (RFC 9110 If-Match; `*` overwrites any). */
export const SaveViewHeaders = v.object({
  ...ProjectHeaders.entries,
  'if-match': v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Required: the ETag that GET (or the last PUT) answered. Without it 428; when the view was saved since, 412.',
      ),
    ),
  ),
});
export type SaveViewHeaders = v.InferOutput<typeof SaveViewHeaders>;

/** 412: the error, plus the version now stored (who saved it and when); the ETag header carries it too. */
export const ViewConflictBody = v.object({
  error: v.object({ ...ErrorBody.entries.error.entries, current: ViewVersion }),
});

export const ViewIdParams = v.object({ viewId: Uuid });
export type ViewIdParams = v.InferOutput<typeof ViewIdParams>;
