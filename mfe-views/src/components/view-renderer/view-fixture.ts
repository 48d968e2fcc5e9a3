import type { ContentItem, ResultView, Section } from './view-types';

/** Test data: a section with these items and the placeholder's section settings. */
export function sectionWith(items: ContentItem[], id = 's1'): Section {
  return {
    id,
    type: 'section',
    data: {
      content: items,
      backgroundColor: '#ffffff',
      centered: true,
      removePadding: false,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      requiresAuthentication: false,
      isCollapsible: false,
      collapsible: { text: '', color: '#000000', style: 'heading' },
    },
  };
}

const textStyle = { fontFamily: 'Inter', fontWeight: 400, fontSize: 16, color: '#000000' };

/** Test data: a saved view holding these sections, with plain black-on-white styles. */
export function viewWith(sections: Section[]): ResultView {
  return {
    id: 'v1',
    project_id: 'p1',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-02T00:00:00.000Z',
    name: 'Authentic',
    description: 'Shown when genuine',
    display_state: '',
    display_details: '',
    display_description: '',
    html_content_url: '',
    product_image_url: '',
    product_image_asset_id: null,
    logo_image_url: '',
    logo_image_asset_id: null,
    icon_image_asset_id: null,
    asset_urls: {},
    style: {
      icon_background_colour: '#ffffff',
      background_colour: '#ffffff',
      product_image_background_colour: '#ffffff',
      arrow_colour: '#000000',
      details_colour: '#000000',
      description_colour: '#000000',
      state_colour: '#000000',
      product_image_scale_mode: 'contain',
    },
    content: {
      fonts: [{ name: 'Inter', italic: false, weight: 400 }],
      sections,
      styles: {
        heading: textStyle,
        subHeading: textStyle,
        leadParagraph: textStyle,
        paragraph: textStyle,
        button: textStyle,
        recipeTab: textStyle,
      },
    },
  };
}
