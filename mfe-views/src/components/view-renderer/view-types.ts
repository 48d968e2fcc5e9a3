/**
 * 001 §3: a result view as the API answers it. The API checks the content item by item on save
 * (api/src/schemas/view-content.ts); these types mirror it.
 */
export type TextStyleName = 'heading' | 'subHeading' | 'leadParagraph' | 'paragraph';
export type StyleName = TextStyleName | 'button' | 'recipeTab';
export type Align = 'left' | 'center' | 'right';

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
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface ItemDataByType {
  text: { style: TextStyleName; text: string; align?: Align };
  button: { text: string; url: string };
  image: { url: string; alt: string; assetId?: string | null };
  spacer: { height: number };
  timeline: { entries: { title: string; date: string; text: string }[] };
  bulletList: { items: string[] };
  video: { url: string; title: string };
  socialLinks: { links: { network: SocialNetwork; url: string }[] };
  recipe: { title: string; ingredients: string[]; steps: string[] };
  customCss: { css: string };
}

export type ItemType = keyof ItemDataByType;

export type ContentItem = { [T in ItemType]: { id: string; type: T; data: ItemDataByType[T] } }[ItemType];

export interface SectionData {
  content: ContentItem[];
  backgroundColor: string;
  centered: boolean;
  removePadding: boolean;
  backgroundSize: 'cover' | 'contain' | 'auto';
  backgroundPosition: 'center' | 'top' | 'bottom' | 'left' | 'right';
  requiresAuthentication: boolean;
  isCollapsible: boolean;
  collapsible: { text: string; color: string; style: TextStyleName };
}

export interface Section {
  id: string;
  type: 'section';
  data: SectionData;
}

export interface TextStyle {
  fontFamily: string;
  fontWeight: number;
  fontSize: number;
  color: string;
  backgroundColor?: string;
}

export interface ViewContent {
  fonts: { name: string; italic: boolean; weight: number }[];
  sections: Section[];
  styles: Record<StyleName, TextStyle>;
}

export interface ViewStyle {
  icon_background_colour: string;
  background_colour: string;
  product_image_background_colour: string;
  arrow_colour: string;
  details_colour: string;
  description_colour: string;
  state_colour: string;
  product_image_scale_mode: 'cover' | 'contain';
}

/** What the editor changes and PUT /views/{id} takes. */
export interface EditableView {
  name: string;
  description: string;
  display_state: string;
  display_details: string;
  display_description: string;
  /** 001 §3: the brand's own page about the product, linked on the scan page ('' for none). */
  html_content_url: string;
  product_image_url: string;
  product_image_asset_id: string | null;
  logo_image_url: string;
  logo_image_asset_id: string | null;
  icon_image_asset_id: string | null;
  style: ViewStyle;
  content: ViewContent;
}

/** The file URL of each asset a view uses, by asset id. */
export type AssetUrls = Record<string, string>;

export interface ResultView extends EditableView {
  id: string;
  project_id: string;
  created_at: string;
  updated_at: string;
  asset_urls: AssetUrls;
}
