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
    link: {
      open: '关联历史订单',
      title: '关联历史订单',
      intro: '您以游客身份使用账户邮箱下的订单可以关联到您的账户。',
      email: '账户邮箱',
      captcha: '图形验证码',
      captchaImage: '验证码图片：请输入图中的 4 个字符',
      newCaptcha: '换一张',
      verify: '查找我的订单',
      found_one: '找到 {{count}} 个使用 {{email}} 下的订单。是否关联到您的账户？',
      found_other: '找到 {{count}} 个使用 {{email}} 下的订单。是否关联到您的账户？',
      none: '没有使用 {{email}} 下的待关联订单。',
      confirm: '关联订单',
      linked_one: '已将 {{count}} 个订单关联到您的账户',
      linked_other: '已将 {{count}} 个订单关联到您的账户',
      failedTitle: '关联失败',
      failed: '订单未能关联到您的账户，请重试。',
      again: '重试',
    },
  },
  validation: {
    linkOrder: {
      captchaRequired: '请输入图形验证码',
      captchaLength: '请输入4位验证码',
      captchaWrong: '验证码错误，请输入新的验证码。',
      captchaExpired: '验证码已过期，请输入新的验证码。',
      emailNotAccount: '只能关联使用账户邮箱下的订单。',
    },
    invoice: {
      emailRequired: '请输入邮箱',
      emailInvalid: '请输入正确的邮箱',
      phoneRequired: '请输入手机号',
      phoneInvalid: '请输入正确的手机号',
    },
  },
  order: {
    number: '订单号',
    created: '下单时间',
    lines: '订单 {{code}} 的商品',
    quantity: '× {{count}}',
    matchedPart: '含 {{name}} × {{qty}}',
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
