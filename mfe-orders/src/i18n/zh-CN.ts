import type { Messages } from '@mall/shared';
import type { OrdersMessages } from './en';
import actionsTexts from './actions/zh-CN';
import detailTexts from './detail/zh-CN';

const orders: Messages<OrdersMessages> = {
  list: {
    title: '我的订单',
    source: { label: '订单来源', order: '我的订单', point: '积分商城订单' },
    tabs: {
      label: '订单状态',
      all: '全部订单',
      unpaid: '待付款',
      unshipped: '待发货',
      unreceived: '待收货',
      finished: '已完成',
    },
    search: { label: '搜索订单', placeholder: '订单号 / 商品名称', submit: '搜索' },
    timespan: { label: '下单时间', '3m': '近三个月', ty: '今年内', ly: '去年', lta: '全部时间' },
    empty: '暂无订单信息',
    goHome: '去首页',
    loadMore: '加载更多订单',
  },
  order: {
    number: '订单号',
    created: '下单时间',
    lines: '订单 {{code}} 的商品',
    quantity: '× {{count}}',
    moreLines_one: '还有 {{count}} 件商品',
    moreLines_other: '还有 {{count}} 件商品',
    total: '订单金额',
    points_one: '+ {{count}} 积分',
    points_other: '+ {{count}} 积分',
    details: '查看订单',
    detailsOf: '查看订单 {{code}}',
  },
  status: {
    PENDING_PAY: '待付款',
    PENDING_DEPOSIT: '待付定金',
    PENDING_BALANCE: '待付尾款',
    UN_DELIVERY: '待发货',
    UN_RECEIVED: '待收货',
    COMPLETE: '已完成',
    CLOSED: '已关闭',
    CANCEL_ALL: '已取消',
    CANCELED: '已取消',
  },
  actions: actionsTexts,
  detail: detailTexts,
};

export default orders;
