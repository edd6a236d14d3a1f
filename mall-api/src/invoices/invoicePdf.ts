/**
 * An order's invoice as a PDF (issue 31, item 4), written with pdfkit: pure JavaScript, kept, it
 * lays out text and embeds only the glyphs used of a font. Latin text uses the PDF's built-in
 * Helvetica (Western European letters, €); Chinese text uses Noto Sans SC (the simplified-Chinese
 * subset shipped by @fontsource/noto-sans-sc), embedded as a subset, so a zh-CN invoice stays a few
 * kilobytes and is drawn the same everywhere, offline.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { BuyerTaxId, InvoiceData } from './invoiceData';
import { INVOICE_TEXTS, PERSONAL_TAX_CODE_NAMES, type InvoiceLanguage, type InvoiceTexts } from './texts';
import { woffToSfnt } from './woff';

const LATIN = 'Helvetica';
const LATIN_BOLD = 'Helvetica-Bold';
const CJK = 'NotoSansSC';

/** Read and unwrapped once, on the first Chinese invoice (1.5 MB; only the glyphs used go into a PDF). */
let cjkFont: Buffer | undefined;
function cjkFontBytes(): Buffer {
  if (!cjkFont) {
    const dir = dirname(createRequire(__filename).resolve('@fontsource/noto-sans-sc/package.json'));
    cjkFont = woffToSfnt(readFileSync(join(dir, 'files', 'noto-sans-sc-chinese-simplified-400-normal.woff')));
  }
  return cjkFont;
}

/** Han characters, CJK punctuation and full-width forms: what Helvetica cannot draw. */
const CJK_RUN = /([\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+)/u;

const LEFT = 50;
const RIGHT = 545;
const PAGE_BOTTOM = 770;

class InvoiceWriter {
  readonly doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Invoice' } });
  y = 50;

  constructor(private readonly language: InvoiceLanguage) {
    if (language === 'zh-CN') this.doc.registerFont(CJK, cjkFontBytes());
  }

  /** Left-aligned text at (x, y), switching to the CJK font for Chinese runs. */
  text(value: string, x: number, y: number, size = 9, bold = false): void {
    const runs = value.split(CJK_RUN).filter((run) => run !== '');
    this.doc.fontSize(size);
    runs.forEach((run, index) => {
      const font = CJK_RUN.test(run) && this.language === 'zh-CN' ? CJK : bold ? LATIN_BOLD : LATIN;
      // No shaping for Chinese (none is needed): fontkit's default features cost ~0.5 s per run.
      const options = { continued: index < runs.length - 1, lineBreak: false, ...(font === CJK ? { features: [] } : {}) };
      this.doc.font(font);
      if (index === 0) this.doc.text(this.latinSafe(run, font), x, y, options);
      else this.doc.text(this.latinSafe(run, font), options);
    });
  }

  /** A right-aligned amount (always Latin: digits and currency signs). */
  amount(value: string, rightEdge: number, y: number, size = 9, bold = false): void {
    this.doc.font(bold ? LATIN_BOLD : LATIN).fontSize(size);
    const width = 110;
    this.doc.text(value, rightEdge - width, y, { width, align: 'right', lineBreak: false });
  }

  /** Helvetica draws WinAnsi only; anything else (a CJK name on a German invoice) becomes '?'. */
  private latinSafe(run: string, font: string): string {
    return font === CJK ? run : run.replace(/[^\u0000-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '?');
  }

  line(y: number): void {
    this.doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  }

  /** Moves down; starts a new page when the next row would not fit. */
  advance(by: number): void {
    this.y += by;
    if (this.y > PAGE_BOTTOM) {
      this.doc.addPage();
      this.y = 50;
    }
  }
}

/** The buyer's tax code, labelled by what it is: a company's VAT number, or a person's code with its own name. */
function buyerTaxLine(t: InvoiceTexts, taxId: BuyerTaxId | null): string | null {
  if (!taxId) return null;
  if (taxId.kind === 'vatNumber') return `${t.vatNumber}: ${taxId.code}`;
  const name = PERSONAL_TAX_CODE_NAMES[taxId.market];
  return `${name ? `${t.taxCode} (${name})` : t.taxCode}: ${taxId.code}`;
}

/** The invoice of one order in the buyer's language, as PDF bytes. */
export function invoicePdf(data: InvoiceData, language: InvoiceLanguage): Promise<Buffer> {
  const t = INVOICE_TEXTS[language];
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: data.currency });
  const m = (cents: number) => money.format(cents / 100);
  const date = (at: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
  const w = new InvoiceWriter(language);
  const chunks: Buffer[] = [];
  w.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    w.doc.on('end', () => resolve(Buffer.concat(chunks)));
    w.doc.on('error', reject);
  });

  w.text(t.title, LEFT, w.y, 20, true);
  w.text(`${t.number}: ${data.invoiceNumber}`, 330, w.y, 9);
  w.text(`${t.orderNumber}: ${data.orderNumber}`, 330, w.y + 13, 9);
  w.text(`${t.invoiceDate}: ${date(data.invoiceDate)}`, 330, w.y + 26, 9);
  if (data.paidAt) w.text(`${t.paidDate}: ${date(data.paidAt)}`, 330, w.y + 39, 9);
  w.advance(65);

  const party = (title: string, lines: string[], taxLine: string | null, x: number, top: number) => {
    w.text(title, x, top, 10, true);
    const all = [...lines, ...(taxLine ? [taxLine] : [])];
    all.forEach((line, i) => w.text(line, x, top + 15 + i * 12, 9));
    return 15 + all.length * 12;
  };
  const sellerHeight = party(t.seller, data.seller.lines, data.seller.vatNumber ? `${t.vatNumber}: ${data.seller.vatNumber}` : null, LEFT, w.y);
  const buyerHeight = party(t.buyer, data.buyer.lines, buyerTaxLine(t, data.buyer.taxId), 300, w.y);
  w.advance(Math.max(sellerHeight, buyerHeight) + 20);

  const columns = { item: LEFT, qty: 360, unit: 460, amount: RIGHT };
  w.text(t.item, columns.item, w.y, 9, true);
  w.text(t.qty, columns.qty, w.y, 9, true);
  w.amount(t.unitPrice, columns.unit + 20, w.y, 9, true);
  w.amount(t.amount, columns.amount, w.y, 9, true);
  w.advance(14);
  w.line(w.y - 3);
  for (const line of data.lines) {
    w.text(line.name, columns.item, w.y, 9);
    if (line.details) w.text(line.details, columns.item, w.y + 11, 7);
    w.text(String(line.qty), columns.qty, w.y, 9);
    w.amount(m(line.unitCents), columns.unit + 20, w.y);
    w.amount(m(line.amountCents), columns.amount, w.y);
    w.advance(line.details ? 26 : 16);
  }
  w.line(w.y);
  w.advance(8);

  const summary: Array<[string, number]> = [
    [t.goods, data.goodsCents],
    ...(data.shippingCents ? [[t.shipping, data.shippingCents] as [string, number]] : []),
    ...(data.insuranceCents ? [[t.insurance, data.insuranceCents] as [string, number]] : []),
    ...(data.serviceChargeCents ? [[t.serviceCharge, data.serviceChargeCents] as [string, number]] : []),
    ...data.discounts.map((d) => [d.code ? `${t[d.kind]} ${d.code}` : t[d.kind], -d.cents] as [string, number]),
  ];
  for (const [label, cents] of summary) {
    w.text(label, 330, w.y, 9);
    w.amount(m(cents), RIGHT, w.y);
    w.advance(13);
  }
  w.text(t.total, 330, w.y, 11, true);
  w.amount(m(data.totalCents), RIGHT, w.y, 11, true);
  w.advance(24);

  w.text(t.vatBreakdown, LEFT, w.y, 10, true);
  w.advance(15);
  w.text(t.vatRate, LEFT, w.y, 9, true);
  w.amount(t.net, 260, w.y, 9, true);
  w.amount(t.vat, 380, w.y, 9, true);
  w.amount(t.gross, RIGHT, w.y, 9, true);
  w.advance(13);
  for (const row of data.vat) {
    w.text(`${row.ratePercent} %`, LEFT, w.y, 9);
    w.amount(m(row.grossCents - row.vatCents), 260, w.y);
    w.amount(m(row.vatCents), 380, w.y);
    w.amount(m(row.grossCents), RIGHT, w.y);
    w.advance(13);
  }
  w.advance(10);
  w.text(t.pricesIncludeVat, LEFT, w.y, 8);
  if (data.paidCents > 0) {
    w.advance(12);
    w.text(`${t.paidWith}: ${m(data.paidCents)}`, LEFT, w.y, 8);
  }
  w.doc.end();
  return done;
}
