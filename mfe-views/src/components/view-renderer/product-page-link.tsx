import { safeLinkUrl } from './safe-urls';

/** The link's words in each result view language (000 §3); the page's language picks them. */
const LABELS: Record<string, string> = {
  en: 'More about this product',
  de: 'Mehr über dieses Produkt',
  es: 'Más sobre este producto',
  fr: 'En savoir plus sur ce produit',
  it: 'Scopri di più su questo prodotto',
  pt: 'Mais sobre este produto',
  nl: 'Meer over dit product',
  ja: 'この製品の詳細',
  vi: 'Tìm hiểu thêm về sản phẩm này',
  zh: '了解此产品的更多信息',
  pl: 'Więcej o tym produkcie',
  sv: 'Mer om den här produkten',
  ar: 'المزيد عن هذا المنتج',
};

export const productPageLabel = (language = 'en') => LABELS[language] ?? LABELS.en!;

/**
 * 001 §3 html_content_url: the brand's own page about the product, linked under the verdict (the scan page's
 * policy allows no frames but video players, and the verdict must stay on screen; ADR 0052). It opens
 * in a new tab without the scan page as its opener or referrer. Only http(s) URLs become links.
 */
export function ProductPageLink({ url = '', language, color }: { url?: string; language?: string; color: string }) {
  // url is absent in a draft kept in localStorage before the field existed.
  const href = safeLinkUrl(url);
  if (!href || !/^https?:/i.test(href)) return null;
  return (
    <p style={{ margin: '8px 0 0' }}>
      <a href={href} target="_blank" rel="noopener noreferrer" style={{ color, fontWeight: 600 }}>
        {productPageLabel(language)}
      </a>
    </p>
  );
}
