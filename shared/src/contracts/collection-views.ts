import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** 000 §3: the languages a result view can be assigned for. */
export const RESULT_VIEW_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'ja',
  'vi',
  'zh',
  'pl',
  'sv',
  'ar',
] as const;

/**
 * What the view answers: a genuine tag ('positive', 000 §9's default), a failed match ('negative'), or a scan of a
 * tag the brand made inactive or blacklisted (the scan page falls back from these to 'negative').
 */
export const SCAN_STATES = ['positive', 'negative', 'inactive', 'blacklisted'] as const;
export type ScanState = (typeof SCAN_STATES)[number];

/** The scanner a view is for (001 §3's scan platforms; 'ALL' when any). Other Platforms fall back to 'ALL'. */
export const VIEW_PLATFORMS = [
  'ALL',
  'WEBSCANNER',
  'WECHAT',
  'NATIVESCANNER_IOS',
  'NATIVESCANNER_ANDROID',
  'WHATSAPP',
] as const;

const Assignment = {
  state: v.optional(v.picklist(SCAN_STATES), 'positive'),
  platform: v.picklist(VIEW_PLATFORMS),
  language: v.picklist(RESULT_VIEW_LANGUAGES),
  is_default: v.optional(v.boolean(), false),
};

export const NewCollectionView = v.object({ collection_id: Uuid, view_id: Uuid, ...Assignment });
export type NewCollectionView = v.InferOutput<typeof NewCollectionView>;

/** PUT replaces the entry's view, state, platform, language and default flag. */
export const UpdateCollectionView = v.object({ view_id: Uuid, ...Assignment });
export type UpdateCollectionView = v.InferOutput<typeof UpdateCollectionView>;

export const CollectionView = v.object({
  id: Uuid,
  collection_id: Uuid,
  view_id: Uuid,
  view: v.object({ id: Uuid, name: v.string(), description: v.string(), created_at: IsoDateTime }),
  state: v.picklist(SCAN_STATES),
  platform: v.picklist(VIEW_PLATFORMS),
  language: v.picklist(RESULT_VIEW_LANGUAGES),
  is_default: v.boolean(),
  created_at: IsoDateTime,
});
export type CollectionView = v.InferOutput<typeof CollectionView>;

export const CollectionViewList = v.object({ collection_views: v.array(CollectionView) });
export type CollectionViewList = v.InferOutput<typeof CollectionViewList>;

export const CollectionViewIdParams = v.object({ collectionViewId: Uuid });
export type CollectionViewIdParams = v.InferOutput<typeof CollectionViewIdParams>;
