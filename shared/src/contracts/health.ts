import * as v from 'valibot';

export const Health = v.object({ status: v.literal('ok'), db: v.literal('ok') });
export type Health = v.InferOutput<typeof Health>;
