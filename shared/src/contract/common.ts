import * as v from 'valibot';

/** Money as the mall sends it: a decimal value in major units and its ISO currency. */
export const Money = v.object({ value: v.number(), currency: v.string() });
export type Money = v.InferOutput<typeof Money>;

export const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

export const PageRequest = {
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)), 10),
};

export const page = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item), total: v.number() });

export const Empty = v.optional(v.object({}), {});
export const Nothing = v.nullable(v.object({}));
