/**
 * The invoice's words in the storefront's three languages (a document the server writes, so its
 * texts live here, not in the storefront's i18n bundles). Amounts and dates are formatted by Intl
 * in the same locale.
 */
export const INVOICE_LANGUAGES = ['en', 'de', 'zh-CN'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

export interface InvoiceTexts {
  title: string;
  number: string;
  orderNumber: string;
  invoiceDate: string;
  paidDate: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  /** A private buyer's personal tax code; the code's own name (NIF/NIE, Codice fiscale) follows in brackets. */
  taxCode: string;
  item: string;
  qty: string;
  unitPrice: string;
  amount: string;
  goods: string;
  shipping: string;
  insurance: string;
  serviceCharge: string;
  shopDiscount: string;
  orderDiscount: string;
  couponDiscount: string;
  pointDiscount: string;
  total: string;
  vatBreakdown: string;
  vatRate: string;
  net: string;
  vat: string;
  gross: string;
  pricesIncludeVat: string;
  paidWith: string;
}

export const INVOICE_TEXTS: Record<InvoiceLanguage, InvoiceTexts> = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    orderNumber: 'Order number',
    invoiceDate: 'Invoice date',
    paidDate: 'Paid on',
    seller: 'Seller',
    buyer: 'Billed to',
    vatNumber: 'VAT number',
    taxCode: 'Tax code',
    item: 'Item',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    goods: 'Goods',
    shipping: 'Shipping',
    insurance: 'Protection plans',
    serviceCharge: 'Service charge',
    shopDiscount: 'Shop discount',
    orderDiscount: 'Order discount',
    couponDiscount: 'Coupon',
    pointDiscount: 'Points',
    total: 'Total',
    vatBreakdown: 'VAT breakdown',
    vatRate: 'Rate',
    net: 'Net',
    vat: 'VAT',
    gross: 'Gross',
    pricesIncludeVat: 'All prices include VAT.',
    paidWith: 'Paid',
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    orderNumber: 'Bestellnummer',
    invoiceDate: 'Rechnungsdatum',
    paidDate: 'Bezahlt am',
    seller: 'Verkäufer',
    buyer: 'Rechnungsempfänger',
    vatNumber: 'USt-IdNr.',
    taxCode: 'Steuernummer',
    item: 'Artikel',
    qty: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    goods: 'Waren',
    shipping: 'Versand',
    insurance: 'Schutzbriefe',
    serviceCharge: 'Servicegebühr',
    shopDiscount: 'Shop-Rabatt',
    orderDiscount: 'Bestellrabatt',
    couponDiscount: 'Gutschein',
    pointDiscount: 'Punkte',
    total: 'Gesamtbetrag',
    vatBreakdown: 'Umsatzsteuer',
    vatRate: 'Satz',
    net: 'Netto',
    vat: 'USt.',
    gross: 'Brutto',
    pricesIncludeVat: 'Alle Preise enthalten die gesetzliche Umsatzsteuer.',
    paidWith: 'Bezahlt',
  },
  'zh-CN': {
    title: '发票',
    number: '发票号码',
    orderNumber: '订单号',
    invoiceDate: '开票日期',
    paidDate: '付款日期',
    seller: '销售方',
    buyer: '购买方',
    vatNumber: '增值税号',
    taxCode: '税号',
    item: '商品',
    qty: '数量',
    unitPrice: '单价',
    amount: '金额',
    goods: '商品金额',
    shipping: '运费',
    insurance: '保障服务',
    serviceCharge: '服务费',
    shopDiscount: '店铺优惠',
    orderDiscount: '订单优惠',
    couponDiscount: '优惠券',
    pointDiscount: '积分抵扣',
    total: '合计',
    vatBreakdown: '增值税明细',
    vatRate: '税率',
    net: '不含税金额',
    vat: '税额',
    gross: '含税金额',
    pricesIncludeVat: '所有价格均含增值税。',
    paidWith: '已付',
  },
};

export const isInvoiceLanguage = (value: unknown): value is InvoiceLanguage => INVOICE_LANGUAGES.includes(value as InvoiceLanguage);

/** The personal tax codes' own names, as the tax offices write them (not translated). */
export const PERSONAL_TAX_CODE_NAMES: Readonly<Record<string, string>> = { ES: 'NIF/NIE', IT: 'Codice fiscale' };
