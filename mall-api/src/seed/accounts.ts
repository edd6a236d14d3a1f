import type { Queryable } from '../db/db';
import { hashPassword } from '../domain/password';
import { insertRows } from './insert';

interface SeedAccount {
  id: number;
  email: string;
  password: string;
  nickname: string;
  extra: { firstName: string; lastName: string; city: string | null; gender: string | null };
  /** The merchant record; absent = never applied. */
  merchant?: { audit_status: 'audit' | 'pass' | 'reject'; merchant_status: 'seller' | 'frozen' | 'clear' | null; shop_name: string };
}

const person = (firstName: string, lastName: string, city: string | null = null, gender: string | null = null) => ({
  firstName,
  lastName,
  city,
  gender,
});

/** Every seeded login (README lists them). Ids are fixed; signups start at 1000. */
export const ACCOUNTS = {
  buyer: { id: 1, email: 'buyer@demo.mall', password: 'furniture-1', nickname: 'Anna', extra: person('Anna', 'Becker', 'Berlin', 'FEMALE') },
  buyer2: { id: 2, email: 'buyer2@demo.mall', password: 'furniture-2', nickname: 'Ben', extra: person('Ben', 'Martín', 'Madrid', 'MALE') },
  merchantNone: { id: 11, email: 'merchant.none@demo.mall', password: 'furniture-1', nickname: 'Nora', extra: person('Nora', 'Keller') },
  merchantAudit: {
    id: 12, email: 'merchant.audit@demo.mall', password: 'furniture-1', nickname: 'Aldo', extra: person('Aldo', 'Ricci'),
    merchant: { audit_status: 'audit', merchant_status: null, shop_name: 'Ricci Arredamenti' },
  },
  merchantPass: {
    id: 13, email: 'merchant.pass@demo.mall', password: 'furniture-1', nickname: 'Paula', extra: person('Paula', 'Nowak'),
    merchant: { audit_status: 'pass', merchant_status: null, shop_name: 'Nowak Meble' },
  },
  merchantReject: {
    id: 14, email: 'merchant.reject@demo.mall', password: 'furniture-1', nickname: 'Rémi', extra: person('Rémi', 'Laurent'),
    merchant: { audit_status: 'reject', merchant_status: null, shop_name: 'Laurent Déco' },
  },
  merchantSeller: {
    id: 15, email: 'merchant.seller@demo.mall', password: 'furniture-1', nickname: 'Sven', extra: person('Sven', 'Lindqvist'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Nordhaus Living' },
  },
  merchantFrozen: {
    id: 16, email: 'merchant.frozen@demo.mall', password: 'furniture-1', nickname: 'Frida', extra: person('Frida', 'Holm'),
    merchant: { audit_status: 'pass', merchant_status: 'frozen', shop_name: 'Holm Interiør' },
  },
  merchantClear: {
    id: 17, email: 'merchant.clear@demo.mall', password: 'furniture-1', nickname: 'Clara', extra: person('Clara', 'Dubois'),
    merchant: { audit_status: 'pass', merchant_status: 'clear', shop_name: 'Maison Dubois' },
  },
  sellerCasa: {
    id: 22, email: 'seller.casa@demo.mall', password: 'furniture-1', nickname: 'Lucía', extra: person('Lucía', 'Ferrer'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Casa Serena' },
  },
  sellerAtelier: {
    id: 23, email: 'seller.atelier@demo.mall', password: 'furniture-1', nickname: 'Élise', extra: person('Élise', 'Moreau'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Atelier Lumière' },
  },
  sellerEssentials: {
    id: 24, email: 'seller.essentials@demo.mall', password: 'furniture-1', nickname: 'Mall team', extra: person('Mall', 'Team'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Furniture Mall Essentials' },
  },
  // Issue 32: the sellers of the five shops whose range makes browsing real (seed/catalogueRange.ts).
  sellerForma: {
    id: 25, email: 'seller.forma@demo.mall', password: 'furniture-1', nickname: 'Giulia', extra: person('Giulia', 'Conti'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Forma Milano' },
  },
  sellerHolzhaus: {
    id: 26, email: 'seller.holzhaus@demo.mall', password: 'furniture-1', nickname: 'Lukas', extra: person('Lukas', 'Gruber'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Holzhaus Wien' },
  },
  sellerDelft: {
    id: 27, email: 'seller.delft@demo.mall', password: 'furniture-1', nickname: 'Sanne', extra: person('Sanne', 'de Vries'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Studio Delft' },
  },
  sellerNordlys: {
    id: 28, email: 'seller.nordlys@demo.mall', password: 'furniture-1', nickname: 'Mads', extra: person('Mads', 'Jensen'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Nordlys Design' },
  },
  sellerLisboa: {
    id: 29, email: 'seller.lisboa@demo.mall', password: 'furniture-1', nickname: 'Inês', extra: person('Inês', 'Costa'),
    merchant: { audit_status: 'pass', merchant_status: 'seller', shop_name: 'Oficina Lisboa' },
  },
} satisfies Record<string, SeedAccount>;

export async function seedAccounts(tx: Queryable): Promise<void> {
  const accounts: SeedAccount[] = Object.values(ACCOUNTS);
  const rows = [];
  for (const a of accounts) {
    rows.push({
      id: a.id,
      email: a.email,
      password_hash: await hashPassword(a.password),
      nickname: a.nickname,
      username: a.email,
      is_tourist: false,
      extra: a.extra,
    });
  }
  await insertRows(tx, 'users', rows);
  await insertRows(
    tx,
    'merchants',
    accounts.flatMap((a) =>
      a.merchant
        ? [{ user_id: a.id, ...a.merchant, contact_name: `${a.extra.firstName} ${a.extra.lastName}`, country_code: 'DE' }]
        : [],
    ),
  );
}
