import * as v from 'valibot';
import { defineCall } from './define';
import { Empty, Id, Site, page } from './common';

/** Spec constants: region and district lists are fetched whole. */
export const REGION_PAGE_SIZE = 999;
export const REGION_PAGE_NUM = 1;
/** Spec: region id 5 is sorted first in the country list. */
export const FIRST_REGION_ID = 5;

export const Region = v.object({
  id: Id,
  regionName: v.string(),
  /** ISO 3166 alpha-2, with UK for the United Kingdom as the mall names it. */
  regionShortName: v.string(),
  regionStatus: v.picklist(['ENABLED', 'DISABLED']),
  currency: v.string(),
  locale: v.string(),
  dialCode: v.string(),
  /** How deep this market's address levels go (3 or 4). */
  addressLevels: v.picklist([3, 4]),
});
export type Region = v.InferOutput<typeof Region>;

export const pageRegions = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/mdRegionBO/page',
  request: v.object({
    pageSize: v.literal(REGION_PAGE_SIZE),
    pageNum: v.literal(REGION_PAGE_NUM),
    regionStatus: v.optional(v.picklist(['ENABLED', 'DISABLED']), 'ENABLED'),
    site: Site,
    regionName: v.optional(v.string(), ''),
  }),
  response: page(Region),
  safeToRetry: true,
});

export const District = v.object({
  id: Id,
  districtCode: v.string(),
  districtName: v.string(),
  districtAlias: v.nullable(v.string()),
  districtLevel: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  parentDistrict: v.nullable(v.string()),
  /** Whether a deeper level exists under this one (the picker ends a branch early where not; decided: the spec shows no answer). */
  hasChildren: v.boolean(),
});
export type District = v.InferOutput<typeof District>;

/**
 * The region picker's levels (spec: mdDistrictBO/page): one level of a market, under a parent's
 * districtCode (none for the first level), optionally narrowed by a word in districtName. Public.
 */
export const pageDistricts = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/mdDistrictBO/page',
  request: v.object({
    pageSize: v.literal(REGION_PAGE_SIZE),
    pageNum: v.literal(REGION_PAGE_NUM),
    districtLevel: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
    /** regionShortName of the market. */
    region: v.string(),
    /** districtCode of the parent; null for the first level. */
    parentDistrict: v.optional(v.nullable(v.string()), null),
    /** A word the name or its alias contains. */
    districtName: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
  response: page(District),
  safeToRetry: true,
});

/** Not shown in the spec: the site's own settings the shell reads once at start. */
export const SiteConfig = v.object({
  site: v.string(),
  product: v.string(),
  defaultCountry: v.string(),
  pointsEnabled: v.boolean(),
  /** Public test key of the card provider embedded in the storefront (spec: {key}). */
  cardProviderPublishableKey: v.string(),
});
export type SiteConfig = v.InferOutput<typeof SiteConfig>;

export const siteConfig = defineCall({
  method: 'POST',
  path: '/sapi/mall-content/web/site/config',
  request: Empty,
  response: SiteConfig,
  safeToRetry: true,
});

