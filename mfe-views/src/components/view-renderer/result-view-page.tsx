import { memo, type CSSProperties } from 'react';
import { ContentItemView, textStyle } from './content-items';
import { ProductPageLink } from './product-page-link';
import { imageUrl } from './safe-urls';
import { scopedCss } from './scoped-css';
import type { AssetUrls, EditableView, Section } from './view-types';

export interface ResultViewPageProps {
  view: EditableView;
  /** Scopes the view's custom CSS; one id per view on the page. */
  scope: string;
  /** The file URL of each asset the view uses, by id (the API answers them with the view); a URL field overrides it (001 §5). */
  assetUrls: AssetUrls;
  /** Whether sections that require authentication are shown (the preview always shows them, marked). */
  authenticated?: boolean;
  /** The page's language (the scan page's answer), for the words the renderer adds itself; English if absent. */
  language?: string;
}

const SectionView = memo(function SectionView({
  section,
  styles,
  assetUrls,
  marked,
}: {
  section: Section;
  styles: EditableView['content']['styles'];
  assetUrls: AssetUrls;
  marked: boolean;
}) {
  const { data } = section;
  const style: CSSProperties = {
    backgroundColor: data.backgroundColor || undefined,
    backgroundSize: data.backgroundSize,
    backgroundPosition: data.backgroundPosition,
    padding: data.removePadding ? 0 : '16px 20px',
    textAlign: data.centered ? 'center' : 'left',
    outline: marked ? '2px dashed #adb5bd' : undefined,
  };
  const items = data.content.map((item) => (
    <ContentItemView key={item.id} item={item} styles={styles} assetUrls={assetUrls} />
  ));
  return (
    <section style={style} data-section-id={section.id}>
      {marked && <p style={{ fontSize: 12, margin: '0 0 8px', color: '#495057' }}>Shown to authenticated scans only</p>}
      {data.isCollapsible ? (
        <details>
          <summary
            style={{ ...textStyle(styles[data.collapsible.style]), color: data.collapsible.color, cursor: 'pointer' }}
          >
            {data.collapsible.text}
          </summary>
          {items}
        </details>
      ) : (
        items
      )}
    </section>
  );
});

/** The page a scanner sees: product header, then the sections. The editor's preview draws this too. */
export function ResultViewPage({ view, scope, assetUrls, authenticated, language }: ResultViewPageProps) {
  const { style, content } = view;
  const productImage = imageUrl(view.product_image_url, view.product_image_asset_id, assetUrls);
  const logo = imageUrl(view.logo_image_url, view.logo_image_asset_id, assetUrls);
  const icon = imageUrl('', view.icon_image_asset_id, assetUrls);
  const css = scopedCss(
    content.sections
      .flatMap((section) => section.data.content)
      .flatMap((item) => (item.type === 'customCss' ? [item.data.css] : [])),
    scope,
  );
  const preview = authenticated === undefined;
  return (
    <div
      data-view-scope={scope}
      style={{
        backgroundColor: style.background_colour,
        minHeight: '100%',
        fontFamily: 'Inter, system-ui, sans-serif',
      }}
    >
      {css && <style>{css}</style>}
      <header style={{ textAlign: 'center' }}>
        {productImage && (
          <div style={{ backgroundColor: style.product_image_background_colour, height: 240 }}>
            <img
              src={productImage}
              alt="Product"
              style={{ width: '100%', height: '100%', objectFit: style.product_image_scale_mode }}
            />
          </div>
        )}
        <div style={{ padding: '16px 20px 0' }}>
          {logo && (
            <img
              src={logo}
              alt="Logo"
              style={{
                width: 64,
                height: 64,
                borderRadius: '50%',
                objectFit: 'contain',
              }}
            />
          )}
          {view.display_state && (
            <p
              style={{
                color: style.state_colour,
                fontWeight: 700,
                fontSize: 22,
                margin: '8px 0 4px',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 8,
              }}
            >
              {icon && (
                <img
                  src={icon}
                  alt=""
                  style={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    objectFit: 'contain',
                    backgroundColor: style.icon_background_colour,
                  }}
                />
              )}
              {view.display_state}
            </p>
          )}
          {view.display_details && (
            <p style={{ color: style.details_colour, margin: '0 0 4px' }}>{view.display_details}</p>
          )}
          {view.display_description && (
            <p style={{ color: style.description_colour, margin: 0, whiteSpace: 'pre-wrap' }}>
              {view.display_description}
            </p>
          )}
          <ProductPageLink url={view.html_content_url} language={language} color={style.details_colour} />
        </div>
      </header>
      {content.sections
        .filter((section) => preview || authenticated || !section.data.requiresAuthentication)
        .map((section) => (
          <SectionView
            key={section.id}
            section={section}
            styles={content.styles}
            assetUrls={assetUrls}
            marked={preview && section.data.requiresAuthentication}
          />
        ))}
    </div>
  );
}
