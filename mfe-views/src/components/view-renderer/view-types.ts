import type * as v from 'valibot';
import { SOCIAL_NETWORKS, type ResultViewContent } from 'shared/contracts/view-content';
import type { ResultView as ResultViewAnswer, ResultViewStyle, UpdateViewBody } from 'shared/contracts/views';

/**
 * 001 §3: a result view as the API answers it, inferred from the schemas the API checks it with
 * (shared/contracts/views and view-content), so the renderer and the editor follow the wire.
 */
export type ViewContent = v.InferOutput<typeof ResultViewContent>;
export type Section = ViewContent['sections'][number];
export type SectionData = Section['data'];
export type ContentItem = SectionData['content'][number];
export type ItemType = ContentItem['type'];
export type ItemDataByType = { [T in ItemType]: Extract<ContentItem, { type: T }>['data'] };

export type StyleName = keyof ViewContent['styles'];
export type TextStyle = ViewContent['styles'][StyleName];
export type TextStyleName = SectionData['collapsible']['style'];
export type Align = NonNullable<ItemDataByType['text']['align']>;
export { SOCIAL_NETWORKS };
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type ViewStyle = v.InferOutput<typeof ResultViewStyle>;

/** What the editor changes and PUT /views/{id} takes (the API checks `content` against ViewContent). */
export type EditableView = Omit<v.InferOutput<typeof UpdateViewBody>, 'content' | 'html_content_url'> & {
  /** 001 §3: the brand's own page about the product, linked on the scan page ('' for none). */
  html_content_url: string;
  content: ViewContent;
};

type Answer = v.InferOutput<typeof ResultViewAnswer>;

/** The file URL of each asset a view uses, by asset id. */
export type AssetUrls = Answer['asset_urls'];

export type ResultView = EditableView & Pick<Answer, 'id' | 'project_id' | 'created_at' | 'updated_at' | 'asset_urls'>;
