import { memo, useState, type CSSProperties } from 'react';
import { imageUrl, safeLinkUrl, videoEmbedUrl } from './safe-urls';
import type { AssetUrls, ContentItem, ItemDataByType, TextStyle, ViewContent } from './view-types';

type Styles = ViewContent['styles'];

const FONT_FALLBACK = ', system-ui, -apple-system, "Segoe UI", sans-serif';

export function textStyle(style: TextStyle | undefined): CSSProperties {
  if (!style) return {};
  return {
    fontFamily: `${style.fontFamily}${FONT_FALLBACK}`,
    fontWeight: style.fontWeight,
    fontSize: style.fontSize,
    color: style.color,
    backgroundColor: style.backgroundColor,
    margin: '0 0 12px',
    lineHeight: 1.35,
    whiteSpace: 'pre-wrap',
  };
}

const NETWORK_LABELS: Record<ItemDataByType['socialLinks']['links'][number]['network'], string> = {
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  wechat: 'WeChat',
  weibo: 'Weibo',
};

function TextItem({ data, styles }: { data: ItemDataByType['text']; styles: Styles }) {
  const style = { ...textStyle(styles[data.style]), textAlign: data.align };
  if (data.style === 'heading') return <h2 style={style}>{data.text}</h2>;
  if (data.style === 'subHeading') return <h3 style={style}>{data.text}</h3>;
  return <p style={style}>{data.text}</p>;
}

function ButtonItem({ data, styles }: { data: ItemDataByType['button']; styles: Styles }) {
  const style: CSSProperties = {
    ...textStyle(styles.button),
    display: 'inline-block',
    padding: '12px 20px',
    borderRadius: 8,
    textDecoration: 'none',
  };
  return (
    <a href={safeLinkUrl(data.url)} style={style} rel="noopener noreferrer" target="_blank">
      {data.text}
    </a>
  );
}

function VideoItem({ data }: { data: ItemDataByType['video'] }) {
  const embed = videoEmbedUrl(data.url);
  const frame: CSSProperties = { width: '100%', aspectRatio: '16 / 9', border: 0, marginBottom: 12 };
  if (embed) return <iframe src={embed} title={data.title || 'Video'} style={frame} allowFullScreen loading="lazy" />;
  const source = safeLinkUrl(data.url);
  return source ? <video src={source} title={data.title} controls style={frame} /> : null;
}

function RecipeItem({ data, styles }: { data: ItemDataByType['recipe']; styles: Styles }) {
  const [tab, setTab] = useState<'ingredients' | 'steps'>('ingredients');
  const tabStyle = (selected: boolean): CSSProperties => ({
    ...textStyle(styles.recipeTab),
    margin: 0,
    padding: '6px 12px',
    border: 0,
    borderBottom: `2px solid ${selected ? styles.recipeTab.color : 'transparent'}`,
    background: 'none',
    cursor: 'pointer',
  });
  const List = tab === 'ingredients' ? 'ul' : 'ol';
  const entries = tab === 'ingredients' ? data.ingredients : data.steps;
  return (
    <div style={{ marginBottom: 12, textAlign: 'left' }}>
      <h3 style={textStyle(styles.subHeading)}>{data.title}</h3>
      <div role="tablist" aria-label={`${data.title} recipe`}>
        {(['ingredients', 'steps'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            style={tabStyle(tab === name)}
            onClick={() => setTab(name)}
          >
            {name === 'ingredients' ? 'Ingredients' : 'Method'}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <List style={textStyle(styles.paragraph)}>
          {entries.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </List>
      </div>
    </div>
  );
}

/** One content item, drawn the same in the editor's preview and on the page a scanner sees. */
export const ContentItemView = memo(function ContentItemView({
  item,
  styles,
  assetUrls,
}: {
  item: ContentItem;
  styles: Styles;
  assetUrls: AssetUrls;
}) {
  switch (item.type) {
    case 'text':
      return <TextItem data={item.data} styles={styles} />;
    case 'button':
      return (
        <p style={{ margin: '0 0 12px' }}>
          <ButtonItem data={item.data} styles={styles} />
        </p>
      );
    case 'image': {
      const source = imageUrl(item.data.url, item.data.assetId, assetUrls);
      return source ? (
        <img src={source} alt={item.data.alt} style={{ maxWidth: '100%', display: 'block', margin: '0 auto 12px' }} />
      ) : null;
    }
    case 'spacer':
      return <div aria-hidden="true" style={{ height: item.data.height }} />;
    case 'timeline':
      return (
        <ol
          style={{
            ...textStyle(styles.paragraph),
            listStyle: 'none',
            paddingLeft: 16,
            borderLeft: '2px solid currentColor',
            textAlign: 'left',
          }}
        >
          {item.data.entries.map((entry, index) => (
            <li key={index} style={{ marginBottom: 12 }}>
              <div style={{ ...textStyle(styles.subHeading), margin: 0 }}>{entry.title}</div>
              <div style={{ opacity: 0.7 }}>{entry.date}</div>
              <div>{entry.text}</div>
            </li>
          ))}
        </ol>
      );
    case 'bulletList':
      return (
        <ul style={{ ...textStyle(styles.paragraph), textAlign: 'left' }}>
          {item.data.items.map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ul>
      );
    case 'video':
      return <VideoItem data={item.data} />;
    case 'socialLinks':
      return (
        <p
          style={{
            ...textStyle(styles.paragraph),
            display: 'flex',
            gap: 12,
            justifyContent: 'center',
            flexWrap: 'wrap',
          }}
        >
          {item.data.links.map((link, index) => (
            <a
              key={index}
              href={safeLinkUrl(link.url)}
              rel="noopener noreferrer"
              target="_blank"
              style={{ color: 'inherit' }}
            >
              {NETWORK_LABELS[link.network]}
            </a>
          ))}
        </p>
      );
    case 'recipe':
      return <RecipeItem data={item.data} styles={styles} />;
    case 'customCss':
      // Applied once for the whole view by ResultViewPage, in its scope.
      return null;
  }
});
