/** 000 §3: the 13 languages a result view can be assigned for, by code. */
export const LANGUAGES: Record<string, string> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  ja: 'Japanese',
  vi: 'Vietnamese',
  zh: 'Chinese (Simplified)',
  pl: 'Polish',
  sv: 'Swedish',
  ar: 'Arabic',
};

/** The scanners a view can be for (ADR 0028: values of the API's `platform`). */
export const PLATFORMS: Record<string, string> = {
  ALL: 'All platforms',
  WEBSCANNER: 'Web',
  WECHAT: 'WeChat',
  NATIVESCANNER_IOS: 'iOS',
  NATIVESCANNER_ANDROID: 'Android',
  WHATSAPP: 'WhatsApp',
};

/** The scan's outcome: 'positive' (a genuine tag) is the default state (000 §9). */
export const STATES: Record<string, string> = {
  positive: 'Positive (genuine)',
  negative: 'Negative (not genuine)',
  inactive: 'Inactive tag',
  blacklisted: 'Blacklisted tag',
};

/** What the scan page shows a tag the brand made inactive or blacklisted (the API's scan page service). */
export const STATE_FALLBACK =
  'A scan of an inactive or blacklisted tag shows the view for its status, else the negative view, else a page saying the product could not be verified.';

export const DEFAULT_STATE = 'positive';
export const DEFAULT_PLATFORM = 'ALL';
/** The scan page falls back to English when a scanner's language has no page (000 §3). */
export const DEFAULT_LANGUAGE = 'en';

export const asSelectData = (options: Record<string, string>) =>
  Object.entries(options).map(([value, label]) => ({ value, label }));
