import type { Messages } from '@mall/shared';
import type catalogueTexts from './en';

const texts: Messages<typeof catalogueTexts> = {
  /** The trail above a listing or a product (seo/Breadcrumbs). */
  breadcrumbs: { label: 'Brotkrümelnavigation', home: 'Startseite' },
  catalogue: {
    subcategories: 'Kategorien in {{name}}',
    products: 'Produkte',
    loading: 'Produkte werden geladen',
    updating: 'Produkte werden aktualisiert',
    results_one: '{{count}} Produkt',
    results_other: '{{count}} Produkte',
    showMore: 'Mehr anzeigen',
    shownOf: '{{shown}} von {{total}} angezeigt',
    noMatch: 'Kein Produkt passt zu diesen Filtern.',
    categoryUnavailable: 'Diese Kategorie kann nicht angezeigt werden',
    /** A listing or search card's rating and lead time (ListingCardFacts). */
    card: {
      rating_one: '{{average}} von {{max}}, {{count}} Bewertung',
      rating_other: '{{average}} von {{max}}, {{count}} Bewertungen',
      shipsIn_one: 'Versand in {{count}} Tag',
      shipsIn_other: 'Versand in {{count}} Tagen',
    },
    sort: {
      label: 'Sortieren nach',
      relevance: 'Relevanz',
      priceAsc: 'Preis: aufsteigend',
      priceDesc: 'Preis: absteigend',
      newest: 'Neueste',
      rating: 'Beste Bewertung',
    },
    filters: {
      title: 'Filter',
      open: 'Filter',
      openActive: 'Filter ({{count}})',
      clear: 'Alle Filter entfernen',
      show_one: '{{count}} Produkt anzeigen',
      show_other: '{{count}} Produkte anzeigen',
      price: 'Preis',
      minPrice: 'Von (€)',
      maxPrice: 'Bis (€)',
      applyPrice: 'Preis anwenden',
      priceOrder: 'Der niedrigste Preis darf nicht über dem höchsten liegen.',
      colour: 'Farbe',
      material: 'Material',
      shop: 'Shop',
      delivery: 'Lieferzeit',
      anyDelivery: 'Beliebig',
      withinDays: 'Innerhalb von {{days}} Tagen ({{n}})',
      availability: 'Verfügbarkeit',
      inStock: 'Auf Lager ({{n}})',
      onSale: 'Im Angebot ({{n}})',
      value: '{{name}} ({{n}})',
    },
    search: {
      title: 'Suche',
      heading: 'Ergebnisse für „{{q}}“',
      understood: 'Ergebnisse für „{{understood}}“.',
      empty: 'Für „{{q}}“ wurde nichts gefunden.',
      emptyHint: 'Prüfen Sie die Schreibweise, verwenden Sie weniger Wörter oder stöbern Sie in einer Kategorie:',
      categories: 'Kategorien',
      noQuery: 'Geben Sie oben im Suchfeld ein, was Sie suchen.',
      unavailable: 'Die Suche konnte nicht ausgeführt werden',
    },
    head: {
      title: '{{name}} | Furniture Mall',
      titlePage: '{{name}}, Seite {{page}} | Furniture Mall',
      listingDescription: '{{name}}: {{count}} Produkte aus unseren Shops. Nach Preis, Farbe, Material und Lieferzeit filtern.',
      searchTitle: '{{q}}: Suche | Furniture Mall',
      searchDescription: 'Möbel für „{{q}}“ aus unseren Shops: {{count}} Produkte.',
    },
  },
};

export default texts;
