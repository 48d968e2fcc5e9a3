import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** Not blank: at least one non-space character. The service stores the trimmed value. */
const NonBlank = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/\S/));

export const CreateViewBody = v.object({
  name: NonBlank(100),
  description: NonBlank(500),
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

/** 001 §3: fonts, sections (each `{id, type: 'section', data}`) and the text styles. */
export const ResultViewContent = v.object({
  fonts: v.array(v.object({ name: v.string(), italic: v.boolean(), weight: v.number() })),
  sections: v.array(JsonObject),
  styles: JsonObject,
});
export type ResultViewContent = v.InferOutput<typeof ResultViewContent>;

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

/** A whole view: the summary plus what the editor changes. */
export const ResultView = v.object({
  ...ResultViewSummary.entries,
  updated_at: IsoDateTime,
  display_state: v.string(),
  display_details: v.pipe(v.string(), v.maxLength(255)),
  display_description: v.string(),
  style: ResultViewStyle,
  content: ResultViewContent,
});
export type ResultView = v.InferOutput<typeof ResultView>;
