/**
 * The help articles in German and Chinese (migrations 021 and 025): title, summary and body, the
 * same HTML as the English article (seed/content.ts, seed/account.ts). Words the storefront shows
 * elsewhere ("Meine Bestellungen", "Sendung verfolgen") are the ones its screens use.
 */

/** An article body of plain paragraphs. */
export const paragraphs = (texts: readonly string[]): string => texts.map((paragraph) => `<p>${paragraph}</p>`).join('\n');

interface Translated {
  title: string;
  summary: string;
  body: string;
}

const DE: Record<number, Translated> = {
  1: {
    title: 'Lieferung und Montage',
    summary: 'Wie wir große und kleine Artikel liefern und wann wir sie für Sie aufbauen.',
    body: paragraphs([
      'Kleine Artikel wie Leuchten, Spiegel und Teppiche versenden wir per Paketdienst; sie kommen in der Regel innerhalb von 3 bis 7 Werktagen an.',
      'Sofas, Betten, Kleiderschränke und Tische liefert ein Zwei-Personen-Team bis in den Raum Ihrer Wahl. Die Spedition ruft Sie zwei Tage vorher an, um ein Zeitfenster von vier Stunden zu vereinbaren.',
      'In Deutschland, Österreich, den Niederlanden und Belgien ist der Aufbau von Betten und Kleiderschränken inklusive. In anderen Ländern können Sie ihn an der Kasse dazubuchen.',
      'Das voraussichtliche Lieferdatum steht bei jedem Produkt und noch einmal in Ihrer Bestellung. Auf Bestellung gefertigte Stücke brauchen länger; ihre Produktseite weist darauf hin.',
    ]),
  },
  2: {
    title: 'Rücksendungen und Erstattungen',
    summary: 'Sie haben 30 Tage Zeit, es sich anders zu überlegen – auch bei Möbeln.',
    body: paragraphs([
      'Sie können jeden Artikel innerhalb von 30 Tagen nach der Lieferung ohne Angabe von Gründen zurückgeben. Öffnen Sie „Meine Bestellungen“, wählen Sie die Bestellung und dann „Kundendienst beantragen“.',
      'Paketware senden Sie mit dem frankierten Etikett zurück, das wir Ihnen per E-Mail schicken. Große Artikel lassen wir bei Ihnen abholen; die Kosten sehen Sie, bevor Sie bestätigen.',
      'Wir erstatten den Betrag innerhalb von 14 Tagen nach Eingang der Rücksendung über die ursprüngliche Zahlungsart. Auf Bestellung gefertigte Artikel können nur zurückgegeben werden, wenn sie beschädigt oder mangelhaft ankommen.',
    ]),
  },
  3: {
    title: 'Zahlungsarten',
    summary: 'Karten, PayPal, Klarna und lokale Zahlungsarten in jedem Markt.',
    body: paragraphs([
      'In allen Märkten akzeptieren wir Visa, Mastercard und American Express, PayPal, Apple Pay und Google Pay.',
      'Je nach Land können Sie außerdem mit Klarna, iDEAL, Bancontact, BLIK, Przelewy24, Swish, Multibanco oder MB WAY bezahlen.',
      'Ihre Karte wird bei der Bestellung belastet. Bei Vorbestellungen zahlen Sie zuerst eine Anzahlung und den Restbetrag vor der Lieferung.',
    ]),
  },
  4: {
    title: 'Bestellung verfolgen',
    summary: 'Wo Sie die Sendungsnummer finden und was jeder Bestellstatus bedeutet.',
    body: paragraphs([
      'Sobald ein Paket das Lager verlässt, schicken wir Ihnen die Sendungsnummer. Sie finden sie auch unter „Meine Bestellungen“ mit „Sendung verfolgen“.',
      'Zahlung ausstehend: Wir haben die Zahlung noch nicht erhalten. Versand ausstehend: Der Verkäufer bereitet Ihre Bestellung vor. Zustellung ausstehend: Die Ware ist unterwegs. Abgeschlossen: Sie haben den Empfang bestätigt, oder er wurde 10 Tage nach der Zustellung automatisch bestätigt.',
    ]),
  },
  5: {
    title: 'Wer wir sind',
    summary: 'Ein Marktplatz unabhängiger Möbelmacher aus ganz Europa.',
    body: paragraphs([
      'Furniture Mall vereint unabhängige Werkstätten und Designstudios von Skandinavien bis ans Mittelmeer.',
      'Jeder Verkäufer wird vor der Aufnahme geprüft, und für jede Bestellung gilt dasselbe Liefer- und Rückgabeversprechen, egal aus welchem Shop sie stammt.',
    ]),
  },
  6: {
    title: 'Nachhaltigkeit: Holz, dessen Herkunft wir kennen',
    summary: 'FSC-zertifiziertes Holz, reparierbare Entwürfe und Ersatzteile für zehn Jahre.',
    body: paragraphs([
      'Mehr als 80 % des Holzes in unserem Sortiment sind FSC- oder PEFC-zertifiziert, und jede Produktseite nennt die Herkunft des Holzes.',
      'Wir bitten unsere Verkäufer, Ersatzteile mindestens zehn Jahre lang vorrätig zu halten, und bevorzugen Entwürfe mit abnehmbaren, waschbaren Bezügen.',
    ]),
  },
  7: {
    title: 'Allgemeine Geschäftsbedingungen',
    summary: 'Der Vertrag zwischen Ihnen, dem Marktplatz und den Verkäufern.',
    body: paragraphs([
      'Ihr Kaufvertrag kommt mit dem Verkäufer zustande, der beim Produkt und in Ihrer Bestellung genannt ist. Furniture Mall betreibt den Marktplatz und wickelt die Zahlung im Namen des Verkäufers ab.',
      'Die Preise enthalten die Mehrwertsteuer zum Satz des Lieferlandes. Die Versandkosten werden vor der Zahlung angezeigt.',
      'Es gelten die gesetzlichen Gewährleistungsrechte für zwei Jahre ab Lieferung.',
    ]),
  },
  8: {
    title: 'Datenschutzerklärung',
    summary: 'Welche Daten wir speichern, warum, und wie Sie sie löschen lassen.',
    body: paragraphs([
      'Wir verarbeiten Ihren Namen, Ihre Kontaktdaten, Adressen und Bestellhistorie, um Ihre Bestellungen zu liefern und Kundenservice zu leisten (Art. 6 Abs. 1 lit. b DSGVO).',
      'Werbe-E-Mails senden wir nur mit Ihrer Einwilligung, die Sie jederzeit in Ihrem Konto widerrufen können.',
      'Sie können Ihr Konto unter „Sicherheit“ schließen; wir löschen dann Ihre Daten, außer wo das Steuerrecht verlangt, dass wir Rechnungen aufbewahren.',
    ]),
  },
  9: {
    title: 'Ihr Konto schließen',
    summary: 'Was mit Ihren Bestellungen, Punkten und Daten geschieht, wenn Sie Ihr Konto schließen.',
    body: [
      '<p>Das Schließen Ihres Kontos kann nicht rückgängig gemacht werden. Bitte beachten Sie vor der Bestätigung:</p>',
      '<ul><li>Sie können Ihr Konto nur schließen, wenn keine Bestellung auf Zahlung, Versand oder Zustellung wartet und keine Rücksendung oder Erstattung offen ist: Schließen Sie diese zuerst ab oder stornieren Sie sie.</li>',
      '<li>Sofort gelöscht werden: Ihr Profil (Name, E-Mail-Adresse, Mobilnummer, Geburtstag, Geschlecht, Bild), Ihr Passwort, gespeicherte Adressen mit ihren Steuerunterlagen, gespeicherte Karten und Ihr Warenkorb.</li>',
      '<li>Zehn Jahre aufbewahrt, wie es das Steuerrecht verlangt: Ihre Bestellungen mit ihren Rechnungen, Zahlungen und Rückgabe- oder Erstattungsbelegen, samt den darauf stehenden Namen und Adressen. Ihre Bewertungen bleiben, ohne Ihren Namen.</li>',
      '<li>Nicht eingelöste Punkte, Gutscheine und Geschenkkartenguthaben verfallen mit dem Konto.</li></ul>',
      '<p>Einzelheiten finden Sie in unserer <a href="/help/article/8">Datenschutzerklärung</a>.</p>',
    ].join('\n'),
  },
  10: {
    title: 'Mitgliedsstufen und Vorteile',
    summary: 'Wie Sie Wachstumswert sammeln, eine Stufe erreichen und ihre Vorteile nutzen.',
    body: [
      '<p>Jeder Käufer beginnt auf der Stufe Basis. Der Wachstumswert bestimmt Ihre Stufe: Sie sammeln ihn mit abgeschlossenen Bestellungen, Bewertungen, einem vollständigen Profil und den Aufgaben auf Ihrer Punkteseite.</p>',
      '<ul><li>Eine Stufe ist erreicht, sobald Ihr Wachstumswert ihre Schwelle erreicht; ihre Vorteile gelten ab Ihrer nächsten Bestellung.</li>',
      '<li>Wie viele Punkte Sie pro Euro erhalten, hängt von Ihrer Stufe ab; sie werden gutgeschrieben, wenn die Bestellung abgeschlossen ist.</li>',
      '<li>Den Geburtstagsgutschein senden wir Ihnen in Ihrem Geburtsmonat per E-Mail, wenn Ihr Profil einen Geburtstag enthält.</li></ul>',
      '<p>Super-Mitglieder erhalten auf jeder Stufe zusätzlich kostenlose Lieferung und kostenlosen Aufbau, doppelte Punkte und eine persönliche Einrichtungsberatung – gegen eine monatliche oder jährliche Gebühr.</p>',
    ].join('\n'),
  },
};

const ZH: Record<number, Translated> = {
  1: {
    title: '配送与安装',
    summary: '我们如何配送大件和小件商品，以及何时为您安装。',
    body: paragraphs([
      '灯具、镜子和地毯等小件商品通过快递寄送，通常在 3 至 7 个工作日内送达。',
      '沙发、床、衣柜和桌子由两人团队送到您指定的房间。承运商会提前两天致电，与您约定一个四小时的送货时段。',
      '在德国、奥地利、荷兰和比利时，床和衣柜包含安装服务。在其他国家，您可以在结账时预约安装。',
      '每件商品的页面都会显示预计送达日期，您的订单中也会再次显示。定制商品需要更长时间，其商品页面会注明。',
    ]),
  },
  2: {
    title: '退货与退款',
    summary: '即使是家具，您也有 30 天的时间改变主意。',
    body: paragraphs([
      '收货后 30 天内，您可以无理由退回任何商品。打开“我的订单”，选择该订单，然后点击“申请售后”。',
      '快递小件请使用我们通过电子邮件发送的预付运单寄回。大件商品由我们安排上门取件，费用会在您确认前显示。',
      '我们会在收到退回商品后 14 天内按原支付方式退款。定制商品仅在送达时已损坏或存在缺陷的情况下才可退货。',
    ]),
  },
  3: {
    title: '支付方式',
    summary: '各个市场均支持银行卡、PayPal、Klarna 及本地支付方式。',
    body: paragraphs([
      '我们在所有市场均接受 Visa、Mastercard、American Express、PayPal、Apple Pay 和 Google Pay。',
      '根据您所在的国家，您还可以使用 Klarna、iDEAL、Bancontact、BLIK、Przelewy24、Swish、Multibanco 或 MB WAY 付款。',
      '下单时即从您的银行卡扣款。预售商品需先支付定金，发货前再支付尾款。',
    ]),
  },
  4: {
    title: '追踪订单',
    summary: '在哪里找到运单号，以及各个订单状态的含义。',
    body: paragraphs([
      '包裹一离开仓库，我们就会把运单号发给您。您也可以在“我的订单”中点击“查看物流”找到它。',
      '待付款：我们尚未收到您的付款。待发货：卖家正在为您备货。待收货：商品正在运输途中。已完成：您已确认收货，或在送达 10 天后系统自动确认收货。',
    ]),
  },
  5: {
    title: '我们是谁',
    summary: '一个汇集欧洲各地独立家具制造商的商城。',
    body: paragraphs([
      'Furniture Mall 汇聚了从斯堪的纳维亚到地中海的独立工坊和设计工作室。',
      '每位卖家入驻前都经过审核；无论订单来自哪家店铺，都享有相同的配送与退货承诺。',
    ]),
  },
  6: {
    title: '可持续发展：可追溯的木材',
    summary: 'FSC 认证木材、可维修的设计，以及十年的备件供应。',
    body: paragraphs([
      '我们商品目录中超过 80% 的木材通过了 FSC 或 PEFC 认证，每个商品页面都注明了木材的产地。',
      '我们要求卖家至少保留十年的备件，并优先选择带有可拆洗外套的设计。',
    ]),
  },
  7: {
    title: '条款和条件',
    summary: '您、商城与卖家之间的合同。',
    body: paragraphs([
      '您的购买合同与商品页面和订单中注明的卖家订立。Furniture Mall 负责运营商城，并代表卖家处理付款。',
      '价格已含收货国家税率的增值税。运费会在您付款前显示。',
      '自交货之日起两年内，您享有法定的瑕疵担保权利。',
    ]),
  },
  8: {
    title: '隐私政策',
    summary: '我们保存哪些数据、为什么保存，以及如何删除。',
    body: paragraphs([
      '为配送您的订单并提供客户服务，我们会处理您的姓名、联系方式、地址和订单记录（GDPR 第 6 条第 1 款 b 项）。',
      '营销邮件仅在您同意后发送，您可以随时在账户中撤回同意。',
      '您可以在“安全设置”中注销账户；届时我们会删除您的数据，但税法要求保留的发票除外。',
    ]),
  },
  9: {
    title: '注销您的账户',
    summary: '注销账户后，您的订单、积分和数据会如何处理。',
    body: [
      '<p>账户注销后无法恢复。确认前请注意：</p>',
      '<ul><li>只有在没有订单等待付款、发货或收货，且没有进行中的退货或退款申请时，才能注销账户：请先完成或取消它们。</li>',
      '<li>立即删除：您的个人资料（姓名、电子邮箱、手机号码、生日、性别、头像）、密码、已保存的地址及其税务文件、已保存的银行卡以及购物车。</li>',
      '<li>按税法要求保留十年：您的订单及其发票、付款记录和退货或退款记录，包括其中写明的姓名和地址。您的评价会保留，但不再显示您的姓名。</li>',
      '<li>未使用的积分、优惠券和礼品卡余额随账户一并失效。</li></ul>',
      '<p>详情请阅读我们的<a href="/help/article/8">隐私政策</a>。</p>',
    ].join('\n'),
  },
  10: {
    title: '会员等级与权益',
    summary: '如何获得成长值、达到会员等级并使用其权益。',
    body: [
      '<p>每位买家都从普通会员起步。成长值决定您的等级：完成订单、发表评价、完善个人资料以及完成积分页面上的任务，都可以获得成长值。</p>',
      '<ul><li>成长值一达到某个等级的门槛，即升至该等级，其权益从您的下一笔订单起生效。</li>',
      '<li>每消费 1 欧元获得的积分取决于您的等级；积分在订单完成后发放。</li>',
      '<li>如果您的个人资料填写了生日，我们会在您生日当月通过电子邮件发送生日优惠券。</li></ul>',
      '<p>超级会员在任何等级之上，另享免费配送和安装、双倍积分以及专属室内搭配顾问，按月或按年付费。</p>',
    ].join('\n'),
  },
};

/** An article's German and Chinese columns, as the articles table keeps them. */
export function articleTranslations(id: number): Record<string, string> {
  const de = DE[id];
  const zh = ZH[id];
  if (!de || !zh) throw new Error(`article ${id} has no German or Chinese text`);
  return { title_de: de.title, title_zh: zh.title, summary_de: de.summary, summary_zh: zh.summary, body_de: de.body, body_zh: zh.body };
}
