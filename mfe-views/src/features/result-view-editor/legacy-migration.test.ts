import { describe, expect, it } from 'vitest';
import legacyBlocks from './fixtures/legacy-blocks.json';
import legacySections from './fixtures/legacy-sections.json';
import { migrateContent, plainText } from './legacy-migration';
import { DEFAULT_STYLES } from './new-content';

describe('migrating old-format result view content', () => {
  it('turns a flat list of old blocks into one section of current items, in order', () => {
    const { content, notes, migrated } = migrateContent(legacyBlocks);
    expect(migrated).toBe(true);
    expect(content.sections).toHaveLength(1);
    expect(content.sections[0]?.data.content).toEqual([
      { id: 'h1', type: 'text', data: { style: 'heading', text: 'Genuine Acme product' } },
      { id: 'h2', type: 'text', data: { style: 'subHeading', text: 'Care & repair' } },
      { id: 'p1', type: 'text', data: { style: 'paragraph', text: 'Thank you for checking.\nEnjoy it.' } },
      { id: 'l1', type: 'bulletList', data: { items: ['Silk', 'Hand rolled'] } },
      { id: 'i1', type: 'image', data: { url: 'https://cdn.acme.example/scarf.png', alt: 'The scarf', assetId: null } },
      { id: 'd1', type: 'spacer', data: { height: 24 } },
      { id: 'e1', type: 'video', data: { url: 'https://www.youtube.com/watch?v=abcdef123', title: 'Making of' } },
      { id: 'b1', type: 'button', data: { text: 'Shop', url: 'https://acme.example/shop' } },
    ]);
    expect(notes).toEqual(["A block of the type 'quote' has no counterpart and was left out."]);
    expect(content.styles).toEqual(DEFAULT_STYLES);
    expect(content.fonts).toEqual(legacyBlocks.fonts);
  });

  it('fills the section fields old sections lack and converts their old items, keeping current ones', () => {
    const { content, migrated } = migrateContent(legacySections);
    expect(migrated).toBe(true);
    const [section] = content.sections;
    expect(section).toMatchObject({
      id: 'intro',
      type: 'section',
      data: {
        backgroundColor: '#fff4e6',
        isCollapsible: false,
        requiresAuthentication: false,
        collapsible: { text: '', color: '#212529', style: 'heading' },
      },
    });
    expect(section?.data.content).toEqual([
      { id: 't1', type: 'text', data: { style: 'paragraph', text: 'Old paragraph item' } },
      { id: 't2', type: 'text', data: { style: 'heading', text: 'Already current' } },
    ]);
    expect(content.styles.heading.fontFamily).toBe('Georgia');
    expect(content.styles.paragraph).toEqual(DEFAULT_STYLES.paragraph);
  });

  it('leaves current content as it is', () => {
    const current = migrateContent(legacySections).content;
    const again = migrateContent(current);
    expect(again.migrated).toBe(false);
    expect(again.content).toEqual(current);
    expect(again.notes).toEqual([]);
  });

  it('reads inline HTML as plain text', () => {
    expect(plainText('<a href="x">A</a> &lt;b&gt; &quot;c&quot;')).toBe('A <b> "c"');
  });
});
