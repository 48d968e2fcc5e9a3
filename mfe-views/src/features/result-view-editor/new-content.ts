import type {
  ContentItem,
  ItemDataByType,
  ItemType,
  Section,
  SectionData,
  ViewContent,
} from '../../components/view-renderer/view-types';

/** Ids unique within a view, readable in the JSON: `text-4f2a9c`. */
export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

export const ITEM_LABELS: Record<ItemType, string> = {
  text: 'Text',
  button: 'Button',
  image: 'Image',
  spacer: 'Spacer',
  timeline: 'Timeline',
  bulletList: 'Bullet list',
  video: 'Video',
  socialLinks: 'Social links',
  recipe: 'Recipe',
  customCss: 'Custom CSS',
};

const PLACEHOLDER_IMAGE =
  'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20width=%22600%22%20height=%22300%22%3E%3Crect%20width=%22600%22%20height=%22300%22%20fill=%22%23e9ecef%22/%3E%3C/svg%3E';

const NEW_ITEM_DATA: { [T in ItemType]: () => ItemDataByType[T] } = {
  text: () => ({ style: 'paragraph', text: 'New text' }),
  button: () => ({ text: 'Learn more', url: 'https://' }),
  image: () => ({ url: PLACEHOLDER_IMAGE, alt: 'Placeholder image', assetId: null }),
  spacer: () => ({ height: 24 }),
  timeline: () => ({ entries: [{ title: 'First step', date: '', text: '' }] }),
  bulletList: () => ({ items: ['First point'] }),
  video: () => ({ url: '', title: '' }),
  socialLinks: () => ({ links: [{ network: 'website', url: 'https://' }] }),
  recipe: () => ({ title: 'Recipe', ingredients: ['Ingredient'], steps: ['Step'] }),
  customCss: () => ({ css: '' }),
};

export function newItem<T extends ItemType>(type: T): ContentItem {
  return { id: newId(type), type, data: NEW_ITEM_DATA[type]() } as ContentItem;
}

export const DEFAULT_SECTION_DATA: Omit<SectionData, 'content'> = {
  backgroundColor: '#ffffff',
  centered: true,
  removePadding: false,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  requiresAuthentication: false,
  isCollapsible: false,
  collapsible: { text: '', color: '#212529', style: 'heading' },
};

export const newSection = (content: ContentItem[] = []): Section => ({
  id: newId('section'),
  type: 'section',
  data: { ...DEFAULT_SECTION_DATA, collapsible: { ...DEFAULT_SECTION_DATA.collapsible }, content },
});

const textStyle = (fontWeight: number, fontSize: number, color: string) => ({
  fontFamily: 'Inter',
  fontWeight,
  fontSize,
  color,
});

/** The placeholder's fonts and text styles (001 §9: a new view uses the Inter font), for content that lacks them. */
export const DEFAULT_FONTS: ViewContent['fonts'] = [
  { name: 'Inter', italic: false, weight: 400 },
  { name: 'Inter', italic: false, weight: 700 },
];
export const DEFAULT_STYLES: ViewContent['styles'] = {
  heading: textStyle(700, 28, '#212529'),
  subHeading: textStyle(700, 20, '#212529'),
  leadParagraph: textStyle(400, 18, '#343a40'),
  paragraph: textStyle(400, 16, '#343a40'),
  button: { ...textStyle(700, 16, '#ffffff'), backgroundColor: '#212529' },
  recipeTab: textStyle(700, 14, '#212529'),
};
