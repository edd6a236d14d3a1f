import * as v from 'valibot';

/** Money as the mall sends it: a decimal value in major units and its ISO currency. */
export const Money = v.object({ value: v.number(), currency: v.string() });
export type Money = v.InferOutput<typeof Money>;

/** The largest id the mall stores (PostgreSQL integer): a larger one names nothing, and the database would refuse it. */
export const MAX_ID = 2_147_483_647;
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** The sites the mall serves; siteConfig answers the storefront's. */
export const SITES = ['EU'] as const;
/**
 * Spec: the calls that carry `site` (points, growth, regions, associated orders) must name one the
 * mall serves: missing or another is 400 site.unknown on the field.
 */
export const Site = v.pipe(v.string('field.required'), v.check((site) => (SITES as readonly string[]).includes(site), 'site.unknown'));

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
