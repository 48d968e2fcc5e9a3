import * as v from 'valibot';

export const Uuid = v.pipe(v.string(), v.uuid());
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());
