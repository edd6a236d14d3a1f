import type { Messages } from '@mall/shared';
import type productTexts from './en';

const texts: Messages<typeof productTexts> = {
  product: {
    loading: '正在加载商品',
    unavailableTitle: '无法显示该商品',
    gallery: '图片',
    picture: '第 {{n}} 张，共 {{total}} 张',
    perUnit: '每{{unit}}',
    soldBy: '由 {{shop}} 销售',
    soldOut: '已售罄',
    optionSoldOut: '{{value}}（已售罄）',
    qty: {
      label: '数量',
      labelUnit: '数量（{{unit}}）',
    },
    combined: {
      title: '组合购买',
      line: '{{qty}} × {{name}}（{{sku}}）',
      total: '组合价',
      add: '将组合“{{name}}”加入购物车',
      added_one: '组合已加入购物车：{{count}} 件',
      added_other: '组合已加入购物车：{{count}} 件',
      unavailable: '该组合中有商品已售罄',
    },
    moreFromShop: '{{shop}} 的更多商品',
  },
  quantity: {
    less: '减少',
    more: '增加',
    lessOf: '减少{{name}}',
    moreOf: '增加{{name}}',
    rounded: '已调整为 {{qty}}{{unit}}：该商品按 {{step}}{{unit}} 递增销售，至少 {{min}}{{unit}}。',
    roundedWhole: '已调整为 {{qty}}：请输入至少为 1 的整数。',
    capped: '已调整为 {{qty}}{{unit}}，即可购买的最大数量。',
    notANumber: '请输入数字。数量仍为 {{qty}}{{unit}}。',
    tooFew: '仅剩 {{stock}}{{unit}}，少于起售量 {{min}}{{unit}}。',
    refusedStep: '未被接受：该商品按 {{step}}{{unit}} 递增销售。数量未更改。',
    refusedMin: '未被接受：该商品 {{min}}{{unit}} 起售。数量未更改。',
    refusedMax: '未被接受：每个购物车商品最多 999 件。数量未更改。',
  },
  recommend: { title: '猜你喜欢' },
  afterPay: {
    freeOrder: {
      title: '您的订单可能免单',
      text: '订单 {{orderId}} 符合“{{campaign}}”活动。我们将退款至您的支付方式：',
    },
    draw: {
      title: '幸运抽奖：{{name}}',
      text: '感谢您的订单 {{orderId}}。抽奖一次赢取奖品：',
      prizes: '奖品',
      action: '立即抽奖',
      won: '恭喜您获得：{{prize}}',
      noPrize: '很遗憾未中奖，感谢参与！',
      code: '您的兑换码：{{code}}',
      seeAll: '查看我的奖品',
      failed: '抽奖失败，请重试。',
      loadFailed: '无法加载幸运抽奖。',
    },
    giftCards: {
      title: '您的礼品卡',
      code: '卡号尾号 {{tail}}',
      validUntil: '有效期至 {{date}}',
      send: '通过邮件发送',
      sent: '礼品卡已发送至 {{email}}',
      sentTo: '已发送至 {{email}}',
      sendFailed: '礼品卡发送失败，请重试。',
      loadFailed: '无法加载您的礼品卡。',
    },
  },
  winnings: {
    title: '我的奖品',
    empty: '您还没有中奖。抽奖活动期间，每笔已支付订单都可抽奖一次。',
    from: '{{activity}}，抽奖时间 {{date}}',
    order: '订单 {{id}}',
  },
};
export default texts;
