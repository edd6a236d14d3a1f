import type { Messages } from '@mall/shared';
import type catalogueTexts from './en';

const texts: Messages<typeof catalogueTexts> = {
  /** The trail above a listing or a product (seo/Breadcrumbs). */
  breadcrumbs: { label: '面包屑导航', home: '首页' },
  catalogue: {
    subcategories: '{{name}}下的分类',
    products: '商品',
    loading: '正在加载商品',
    updating: '正在更新商品',
    results_one: '{{count}} 件商品',
    results_other: '{{count}} 件商品',
    showMore: '显示更多',
    shownOf: '已显示 {{shown}} / {{total}}',
    noMatch: '没有符合这些筛选条件的商品。',
    categoryUnavailable: '无法显示此分类',
    /** A listing or search card's rating and lead time (ListingCardFacts). */
    card: {
      rating_one: '{{average}} 分（满分 {{max}} 分），{{count}} 条评价',
      rating_other: '{{average}} 分（满分 {{max}} 分），{{count}} 条评价',
      shipsIn_one: '{{count}} 天内发货',
      shipsIn_other: '{{count}} 天内发货',
    },
    sort: {
      label: '排序',
      relevance: '相关度',
      priceAsc: '价格从低到高',
      priceDesc: '价格从高到低',
      newest: '最新',
      rating: '评分最高',
    },
    filters: {
      title: '筛选',
      open: '筛选',
      openActive: '筛选（{{count}}）',
      clear: '清除全部筛选',
      show_one: '查看 {{count}} 件商品',
      show_other: '查看 {{count}} 件商品',
      price: '价格',
      minPrice: '最低（€）',
      maxPrice: '最高（€）',
      applyPrice: '应用价格',
      priceOrder: '最低价格不能高于最高价格。',
      colour: '颜色',
      material: '材质',
      shop: '店铺',
      delivery: '配送时间',
      anyDelivery: '不限',
      withinDays: '{{days}} 天内（{{n}}）',
      availability: '库存',
      inStock: '有货（{{n}}）',
      onSale: '促销（{{n}}）',
      value: '{{name}}（{{n}}）',
    },
    search: {
      title: '搜索',
      heading: '“{{q}}”的搜索结果',
      understood: '显示“{{understood}}”的结果。',
      empty: '未找到与“{{q}}”相关的商品。',
      emptyHint: '请检查拼写、减少关键词，或浏览分类：',
      categories: '分类',
      noQuery: '请在顶部搜索框中输入您要找的商品。',
      unavailable: '无法进行搜索',
    },
    head: {
      title: '{{name}} | Furniture Mall',
      titlePage: '{{name}}，第 {{page}} 页 | Furniture Mall',
      listingDescription: '{{name}}：来自我们店铺的 {{count}} 件商品。可按价格、颜色、材质和配送时间筛选。',
      searchTitle: '{{q}}：搜索 | Furniture Mall',
      searchDescription: '来自我们店铺的“{{q}}”相关家具：{{count}} 件商品。',
    },
  },
};

export default texts;
