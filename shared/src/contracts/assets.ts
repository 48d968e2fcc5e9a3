import * as v from 'valibot';
import { IsoDateTime, Uuid } from './common.js';

/** 001 §9: png or jpeg, at most 1,000,000 bytes. */
export const MAX_ASSET_BYTES = 1_000_000;
/** 001 §8: the text of every refused upload. */
export const ASSET_REFUSED_MESSAGE = 'File type must be png, jpeg. Max 1MB';
export const ASSETS_PAGE_SIZE = 48;
export const MAX_ASSETS_PER_PAGE = 200;
export const MAX_ASSET_NAME_LENGTH = 255;

export const ASSET_VARIANTS = ['original', 'small', 'thumbnail'] as const;
export type AssetVariant = (typeof ASSET_VARIANTS)[number];
export type AssetExtension = 'png' | 'jpg';

const Dimension = v.pipe(v.number(), v.integer());
const AssetFormat = v.object({ url: v.string(), width: Dimension, height: Dimension });

/** 001 §3: id, name, url, formats (small, thumbnail, each with url), created_at. */
export const Asset = v.object({
  id: Uuid,
  name: v.string(),
  url: v.pipe(v.string(), v.description('Where the re-encoded original is served (relative to the API host)')),
  mime: v.picklist(['image/png', 'image/jpeg']),
  size: v.pipe(v.number(), v.integer(), v.description('Bytes of the re-encoded original')),
  width: Dimension,
  height: Dimension,
  formats: v.object({ small: AssetFormat, thumbnail: AssetFormat }),
  project_id: Uuid,
  created_at: IsoDateTime,
});
export type Asset = v.InferOutput<typeof Asset>;

export const AssetList = v.object({ data: v.array(Asset), total: v.pipe(v.number(), v.integer()) });
export type AssetList = v.InferOutput<typeof AssetList>;

export const AssetListQuery = v.object({
  /** Part of the name, any case. */
  search: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** 001 §2: Newest or Oldest. */
  sort: v.optional(v.picklist(['newest', 'oldest']), 'newest'),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ASSETS_PER_PAGE)), ASSETS_PAGE_SIZE),
});
export type AssetListQuery = v.InferOutput<typeof AssetListQuery>;

/**
 * What the OpenAPI document shows for POST /assets (both fields are required). The handler reads the
 * parts as a stream and checks them itself: Fastify only ever validates an empty object against this.
 */
export const NewAssetForm = {
  type: 'object',
  properties: {
    assetFile: {
      type: 'string',
      format: 'binary',
      description: `Required: png or jpeg, at most ${MAX_ASSET_BYTES} bytes`,
    },
    name: { type: 'string', minLength: 1, maxLength: MAX_ASSET_NAME_LENGTH, description: 'Required' },
  },
} as const;

/** `{assetId}/{variant}.{extension}`: the only keys the files route serves. */
export const AssetFileParams = v.object({
  assetId: Uuid,
  file: v.pipe(v.string(), v.regex(/^(original|small|thumbnail)\.(png|jpg)$/, 'must be original, small or thumbnail')),
});
export type AssetFileParams = v.InferOutput<typeof AssetFileParams>;
