import { addressCalls, regionCalls, SITES, type Region } from '@mall/shared/contract';
import { likeContains } from '../db/where';
import { streetProvider } from '../domain/addressStreets';
import { notFound } from '../http/errors';
import { route, type Api } from '../http/route';

interface RegionRow {
  id: number;
  region_name: string;
  region_short_name: string;
  region_status: Region['regionStatus'];
  currency: string;
  locale: string;
  dial_code: string;
  address_levels: Region['addressLevels'];
}

interface DistrictRow {
  id: number;
  district_code: string;
  district_name: string;
  district_alias: string | null;
  district_level: number;
  parent_code: string | null;
  has_children: boolean;
}

export function registerRegions(api: Api): void {
  route(api, regionCalls.pageRegions, async (input, ctx) => {
    const rows = await ctx.db.query<RegionRow>(
      `select id, region_name, region_short_name, region_status, currency, locale, dial_code, address_levels
       from regions
       where region_status = $1 and site = $2 and region_name ilike $3
       order by (id = $4) desc, region_name
       limit $5`,
      [input.regionStatus, input.site, likeContains(input.regionName.trim()), regionCalls.FIRST_REGION_ID, input.pageSize],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        regionName: r.region_name,
        regionShortName: r.region_short_name,
        regionStatus: r.region_status,
        currency: r.currency,
        locale: r.locale,
        dialCode: r.dial_code,
        addressLevels: r.address_levels,
      })),
      total: rows.length,
    };
  });

  route(api, regionCalls.pageDistricts, async (input, ctx) => {
    // The region picker's levels. Without a parent: the whole level (level 1 has none anyway).
    const rows = await ctx.db.query<DistrictRow>(
      `select d.id, d.district_code, d.district_name, d.district_alias, d.district_level, d.parent_code,
              exists (select 1 from districts c where c.region_short_name = d.region_short_name and c.parent_code = d.district_code) as has_children
       from districts d
       where d.region_short_name = upper($1) and d.district_level = $2
         and ($3::text is null or d.parent_code = $3)
         and ($4::text is null or d.district_name ilike $4 or d.district_alias ilike $4)
       order by d.district_name, d.id
       limit $5`,
      [input.region, input.districtLevel, input.parentDistrict, input.districtName ? likeContains(input.districtName.trim()) : null, input.pageSize],
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        districtCode: r.district_code,
        districtName: r.district_name,
        districtAlias: r.district_alias,
        districtLevel: r.district_level,
        parentDistrict: r.parent_code,
        hasChildren: r.has_children,
      })),
      total: rows.length,
    };
  });

  route(api, regionCalls.siteConfig, async (_input, ctx) => ({
    site: SITES[0],
    product: ctx.config.product,
    defaultCountry: ctx.config.marketCountry,
    pointsEnabled: ctx.config.pointsEnabled,
    cardProviderPublishableKey: ctx.config.cardProviderPublishableKey,
  }));

  route(api, addressCalls.autocompleteStreet, async (input, ctx) => ({
    predictions: await streetProvider(ctx.db).autocomplete(input),
  }));

  route(api, addressCalls.placeDetails, async (input, ctx) => {
    const place = await streetProvider(ctx.db).placeDetails(input.placeId, input.sessionToken);
    if (!place) throw notFound('place');
    return place;
  });
}
