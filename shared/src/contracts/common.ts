import * as v from 'valibot';

export const Uuid = v.pipe(v.string(), v.uuid());
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());

export const ErrorBody = v.object({
  error: v.object({
    message: v.string(),
    code: v.string(),
    status: v.pipe(v.number(), v.integer()),
  }),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
