import type { ContentItem, Section, TextStyleName, ViewContent } from '../../components/view-renderer/view-types';
import { DEFAULT_FONTS, DEFAULT_SECTION_DATA, DEFAULT_STYLES, ITEM_LABELS, newId, newSection } from './new-content';

/**
 * Views made by the old editor (ADR 0034):
 * - content held `blocks`, a flat list of Editor.js-style blocks (header, paragraph, list, image,
 *   delimiter, embed, button) with inline HTML in their texts, instead of `sections`;
 * - or sections without the newer section fields (collapsible, background, authentication) and items
 *   of the old types `header`, `paragraph`, `list`, `delimiter`.
 * Both become the current shape on load; what cannot be carried over is named in `notes`.
 */

type Json = Record<string, unknown>;
export interface Migration {
  content: ViewContent;
  notes: string[];
  migrated: boolean;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** The old editor stored inline HTML (<b>, <a>, <br>); the new content is plain text. */
export function plainText(html: unknown): string {
  return text(html)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '');
}

/** One old block or item as a current item; undefined when its type has no counterpart. */
function migrateBlock(block: Json): ContentItem | undefined {
  const data = isObject(block.data) ? block.data : {};
  const id = text(block.id) || newId(text(block.type) || 'item');
  switch (block.type) {
    case 'header': {
      const level = typeof data.level === 'number' ? data.level : 2;
      const style: TextStyleName = level <= 2 ? 'heading' : 'subHeading';
      return { id, type: 'text', data: { style, text: plainText(data.text) } };
    }
    case 'paragraph':
      return { id, type: 'text', data: { style: 'paragraph', text: plainText(data.text) } };
    case 'list':
      return { id, type: 'bulletList', data: { items: (Array.isArray(data.items) ? data.items : []).map(plainText) } };
    case 'image': {
      const file = isObject(data.file) ? data.file : {};
      return {
        id,
        type: 'image',
        data: { url: text(file.url) || text(data.url), alt: plainText(data.caption), assetId: null },
      };
    }
    case 'delimiter':
      return { id, type: 'spacer', data: { height: 24 } };
    case 'embed':
      return { id, type: 'video', data: { url: text(data.source), title: plainText(data.caption) } };
    case 'button':
      return { id, type: 'button', data: { text: plainText(data.text), url: text(data.link) || text(data.url) } };
    default:
      return undefined;
  }
}

const CURRENT_TYPES = new Set(Object.keys(ITEM_LABELS));

/** Items of sections keep the current types; `blocks` are old through and through (their image and button differ too). */
function migrateItems(items: unknown[], notes: string[], allOld = false): { items: ContentItem[]; changed: boolean } {
  let changed = false;
  const migrated = items.flatMap((item): ContentItem[] => {
    if (!isObject(item)) return [];
    if (!allOld && CURRENT_TYPES.has(text(item.type))) return [item as unknown as ContentItem];
    changed = true;
    const converted = migrateBlock(item);
    if (!converted)
      notes.push(`A block of the type '${text(item.type) || 'unknown'}' has no counterpart and was left out.`);
    return converted ? [converted] : [];
  });
  return { items: migrated, changed };
}

function migrateSection(section: Json, notes: string[]): { section: Section; changed: boolean } {
  const data = isObject(section.data) ? section.data : {};
  const { items, changed } = migrateItems(Array.isArray(data.content) ? data.content : [], notes);
  const filled = {
    ...DEFAULT_SECTION_DATA,
    ...data,
    collapsible: { ...DEFAULT_SECTION_DATA.collapsible, ...(isObject(data.collapsible) ? data.collapsible : {}) },
  };
  const missingFields = Object.keys(DEFAULT_SECTION_DATA).some((key) => !(key in data)) || section.type !== 'section';
  return {
    section: {
      id: text(section.id) || newId('section'),
      type: 'section',
      data: { ...filled, content: items } as Section['data'],
    },
    changed: changed || missingFields,
  };
}

/** The current shape of any content the API holds, old or new; `migrated` says whether it changed. */
export function migrateContent(raw: unknown): Migration {
  const content = isObject(raw) ? raw : {};
  const notes: string[] = [];
  const base = {
    fonts: Array.isArray(content.fonts) ? (content.fonts as ViewContent['fonts']) : DEFAULT_FONTS,
    styles: isObject(content.styles)
      ? { ...DEFAULT_STYLES, ...(content.styles as Partial<ViewContent['styles']>) }
      : DEFAULT_STYLES,
  };
  if (!Array.isArray(content.sections) && Array.isArray(content.blocks)) {
    const { items } = migrateItems(content.blocks, notes, true);
    return { content: { ...base, sections: [newSection(items)] }, notes, migrated: true };
  }
  const sections = (Array.isArray(content.sections) ? content.sections : [])
    .filter(isObject)
    .map((section) => migrateSection(section, notes));
  const migrated =
    sections.some((entry) => entry.changed) || !Array.isArray(content.fonts) || !isObject(content.styles);
  return { content: { ...base, sections: sections.map((entry) => entry.section) }, notes, migrated };
}
