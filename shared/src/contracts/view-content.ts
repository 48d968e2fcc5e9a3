import * as v from 'valibot';
import { customCssProblem } from '../custom-css/custom-css.js';

/**
 * 001 §3: what a result view's content may hold, checked by the view service with valibot (Fastify's
 * Ajv removes unknown properties instead of refusing them, and mangles unions while trying branches). Every item type has its own data shape, so an
 * unknown type or a misspelt field is refused on write with the path to it, and the page a scanner
 * sees never meets data it cannot draw.
 */

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Colour = v.pipe(v.string(), v.regex(/^(#[0-9a-fA-F]{3,8}|transparent|)$/, 'must be a #hex colour'));
/**
 * Links a scanner can follow (a button, a video, a social network): http(s), mail and phone; never script. The
 * editor checks its fields with it too, so its words are the user's.
 */
export const LinkUrl = v.pipe(
  v.string(),
  v.maxLength(2048, 'A link has at most 2048 characters.'),
  v.regex(/^(https?:\/\/|mailto:|tel:|$)/i, 'A link starts with https://, http://, mailto: or tel:.'),
);
/** Images: http(s), a console asset path, or an inline raster/SVG image (the placeholder is one). */
export const ImageUrl = v.pipe(
  v.string(),
  v.maxLength(8192, 'An image URL has at most 8192 characters.'),
  v.regex(
    /^(https?:\/\/|\/api\/|data:image\/(png|jpeg|webp|svg\+xml)[;,]|$)/i,
    'An image URL starts with https:// or http://, or is an image data URL.',
  ),
);
/** Refused on save for exactly what the renderer would drop (the same sanitiser: ADR 0008), named. */
const CustomCss = v.pipe(
  Text(20_000),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? customCssProblem(dataset.value) : null;
    if (problem !== null) addIssue({ message: problem });
  }),
);
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const TextStyleName = v.picklist(['heading', 'subHeading', 'leadParagraph', 'paragraph']);
const Align = v.optional(v.picklist(['left', 'center', 'right']));

const item = <T extends string, D extends v.ObjectEntries>(type: T, data: D) =>
  v.strictObject({ id: Id, type: v.literal(type), data: v.strictObject(data) });

export const CONTENT_ITEM_TYPES = [
  'text',
  'button',
  'image',
  'spacer',
  'timeline',
  'bulletList',
  'video',
  'socialLinks',
  'recipe',
  'customCss',
] as const;

export const SOCIAL_NETWORKS = [
  'website',
  'facebook',
  'instagram',
  'x',
  'youtube',
  'tiktok',
  'linkedin',
  'wechat',
  'weibo',
] as const;

/** Pixels: the tallest gap a spacer item makes. */
export const SPACER_MAX_HEIGHT = 400;

export const ContentItem = v.variant('type', [
  item('text', { style: TextStyleName, text: Text(10_000), align: Align }),
  item('button', { text: Text(200), url: LinkUrl }),
  item('image', { url: ImageUrl, alt: Text(500), assetId: v.optional(v.nullable(v.pipe(v.string(), v.uuid()))) }),
  item('spacer', { height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SPACER_MAX_HEIGHT)) }),
  item('timeline', {
    entries: v.pipe(v.array(v.strictObject({ title: Text(200), date: Text(100), text: Text(2000) })), v.maxLength(100)),
  }),
  item('bulletList', { items: v.pipe(v.array(Text(1000)), v.maxLength(200)) }),
  item('video', { url: LinkUrl, title: Text(200) }),
  item('socialLinks', {
    links: v.pipe(v.array(v.strictObject({ network: v.picklist(SOCIAL_NETWORKS), url: LinkUrl })), v.maxLength(20)),
  }),
  item('recipe', {
    title: Text(200),
    ingredients: v.pipe(v.array(Text(500)), v.maxLength(200)),
    steps: v.pipe(v.array(Text(2000)), v.maxLength(200)),
  }),
  item('customCss', { css: CustomCss }),
]);
export type ContentItem = v.InferOutput<typeof ContentItem>;

export const Section = v.strictObject({
  id: Id,
  type: v.literal('section'),
  data: v.strictObject({
    content: v.pipe(v.array(ContentItem), v.maxLength(1000)),
    backgroundColor: Colour,
    centered: v.boolean(),
    removePadding: v.boolean(),
    backgroundSize: v.picklist(['cover', 'contain', 'auto']),
    backgroundPosition: v.picklist(['center', 'top', 'bottom', 'left', 'right']),
    requiresAuthentication: v.boolean(),
    isCollapsible: v.boolean(),
    collapsible: v.strictObject({ text: Text(200), color: Colour, style: TextStyleName }),
  }),
});
export type Section = v.InferOutput<typeof Section>;

const TextStyle = v.strictObject({
  fontFamily: Text(100),
  fontWeight: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(900)),
  fontSize: v.pipe(v.number(), v.minValue(6), v.maxValue(96)),
  color: Colour,
  backgroundColor: v.optional(Colour),
});

export const ResultViewContent = v.strictObject({
  fonts: v.pipe(
    v.array(
      v.strictObject({
        name: Text(100),
        italic: v.boolean(),
        weight: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(900)),
      }),
    ),
    v.maxLength(20),
  ),
  sections: v.pipe(
    v.array(Section),
    v.maxLength(200),
    v.check(
      (sections) => new Set(sections.map((section) => section.id)).size === sections.length,
      'Sections need unique ids.',
    ),
  ),
  styles: v.strictObject({
    heading: TextStyle,
    subHeading: TextStyle,
    leadParagraph: TextStyle,
    paragraph: TextStyle,
    button: TextStyle,
    recipeTab: TextStyle,
  }),
});
export type ResultViewContent = v.InferOutput<typeof ResultViewContent>;

export type ContentCheck = { ok: true; content: ResultViewContent } | { ok: false; problem: string };

/**
 * The API's check of a view's content on save, and the Advanced View's before it takes edited JSON: the
 * first five problems as 'content.sections.0.data.content.2.type: Invalid type: …', so an editor can say where.
 */
export function checkViewContent(content: unknown): ContentCheck {
  const result = v.safeParse(ResultViewContent, content);
  if (result.success) return { ok: true, content: result.output };
  const described = result.issues.slice(0, 5).map((issue) => {
    const path = ['content', ...(issue.path ?? []).map((step) => String(step.key))].join('.');
    return `${path}: ${issue.message}`;
  });
  return { ok: false, problem: described.join('; ') };
}
