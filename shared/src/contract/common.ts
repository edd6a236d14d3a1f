import * as v from 'valibot';

/** Money as the mall sends it: a decimal value in major units and its ISO currency. */
export const Money = v.object({ value: v.number(), currency: v.string() });
export type Money = v.InferOutput<typeof Money>;

/** The largest id the mall stores (PostgreSQL integer): a larger one names nothing, and the database would refuse it. */
export const MAX_ID = 2_147_483_647;
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

export const PageRequest = {
  pageNo: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)), 10),
};

export const page = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item), total: v.number() });

/**
 * Spec: the insurance bought with a line; its fee is part of the order's insuranceAmt. Here, not in
 * order.ts: the cart's lines carry it too, and a page with the cart count must not load every order schema.
 */
export const LineInsurance = v.object({ insuranceId: Id, insuranceName: v.string(), insuranceFee: Money });

export const Empty = v.optional(v.object({}), {});
export const Nothing = v.nullable(v.object({}));

/** A category as a link: its path (slugs from the room, as /c/<path> shows it) and its name in the buyer's language. */
export const CategoryLink = v.object({ id: Id, path: v.string(), name: v.string() });
export type CategoryLink = v.InferOutput<typeof CategoryLink>;
