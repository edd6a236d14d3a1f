import { merchantCalls, type AuditStatus, type MerchantEntry, type MerchantStatus } from '@mall/shared/contract';
import type { Queryable } from '../db/db';
import { one } from '../db/db';
import { conflict } from '../http/errors';
import { route, type Api, type RequestCtx } from '../http/route';

interface EntryFlags {
  isShow: boolean;
  isShowSettled: boolean;
  isShowBackground: boolean;
}

interface MerchantRow {
  audit_status: Exclude<AuditStatus, 'none'>;
  merchant_status: MerchantStatus | null;
}

async function siteFlags(q: Queryable): Promise<EntryFlags> {
  const row = await one<{ value: EntryFlags }>(q, `select value from site_settings where key = 'merchantEntry'`);
  return row?.value ?? { isShow: false, isShowSettled: false, isShowBackground: false };
}

/**
 * The site's switches combined with the user's record. Settle-in ("apply") is offered to a
 * buyer who is not a merchant yet; the back-office link to one whose audit passed or who is a
 * merchant in any status (frozen and cleared merchants still query their past orders).
 */
async function entryFor(ctx: RequestCtx, userId: number | null, q: Queryable = ctx.db): Promise<MerchantEntry> {
  const backOfficeUrl = ctx.config.backOfficeUrl;
  if (userId === null) {
    return { isShow: false, isShowSettled: false, isShowBackground: false, merchantStatus: null, auditStatus: null, backOfficeUrl };
  }
  const flags = await siteFlags(q);
  const record = await one<MerchantRow>(q, 'select audit_status, merchant_status from merchants where user_id = $1', [userId]);
  const auditStatus: AuditStatus = record?.audit_status ?? 'none';
  const merchantStatus = record?.merchant_status ?? null;
  const reachedBackOffice = merchantStatus !== null || auditStatus === 'pass';
  return {
    isShow: flags.isShow,
    isShowSettled: flags.isShow && flags.isShowSettled && !reachedBackOffice,
    isShowBackground: flags.isShow && flags.isShowBackground && reachedBackOffice,
    merchantStatus,
    auditStatus,
    backOfficeUrl,
  };
}

export function registerMerchant(api: Api): void {
  route(api, merchantCalls.merchantEntry, async (_input, ctx) => {
    const session = await ctx.session();
    // Guests and tourists see no merchant entry at all.
    return entryFor(ctx, session && !session.user.is_tourist ? session.user.id : null);
  });

  route(api, merchantCalls.applyMerchant, async (input, ctx) => {
    const { user } = await ctx.requireBuyer();
    return ctx.db.transaction(async (tx) => {
      const record = await one<MerchantRow>(tx, 'select audit_status, merchant_status from merchants where user_id = $1 for update', [user.id]);
      // Only a first application or one after a rejection; anything else is already under way or done.
      if (record && record.audit_status !== 'reject') throw conflict('merchant.alreadyApplied');
      await tx.query('insert into merchant_applications (user_id, application) values ($1, $2)', [user.id, JSON.stringify(input)]);
      await tx.query(
        `insert into merchants (user_id, audit_status, merchant_status, shop_name, contact_name, company_registration_no, country_code)
         values ($1, 'audit', null, $2, $3, $4, $5)
         on conflict (user_id) do update set audit_status = 'audit', shop_name = excluded.shop_name,
           contact_name = excluded.contact_name, company_registration_no = excluded.company_registration_no,
           country_code = excluded.country_code, updated_at = now()`,
        [user.id, input.shopName, input.contactName, input.companyRegistrationNo, input.countryCode.toUpperCase()],
      );
      return entryFor(ctx, user.id, tx);
    });
  });
}
