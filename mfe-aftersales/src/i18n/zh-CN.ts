import type { Messages } from '@mall/shared';
import type { AfterSalesMessages } from './en';

const aftersales: Messages<AfterSalesMessages> = {
  list: {
    title: '售后服务',
    search: { label: '搜索售后', placeholder: '售后单号 / 订单号 / 商品名称', submit: '搜索' },
    empty: '您还没有售后记录',
    noMatch: '未找到与“{{keyword}}”相关的售后记录',
    toOrders: '查看我的订单',
  },
  card: {
    code: '售后单号',
    applied: '申请时间',
    lines: '售后单 {{code}} 的商品',
    quantity: '× {{count}}',
    order: '订单号',
    refundRequested: '申请退款金额',
    refunded: '实际退款金额',
    details: '查看详情',
    detailsOf: '查看售后单 {{code}} 的详情',
  },
  type: {
    SALE_CANCEL_AFTER_PAID: '支付后取消',
    SALE_REFUND: '仅退款',
    SALE_RETURN: '退货退款',
    SALE_EXCHANGE: '换货',
    PURCHASE_RETURN: '采购退货',
    SALE_CANCEL_BEFORE_DELIVERY: '发货前取消',
  },
  status: {
    AS_APPLIED: '已申请',
    WAITING_FOR_AUDIT_BY_SELLER: '待商家审核',
    WAITING_FOR_BUYER_RETURN: '待买家退货',
    WAITING_FOR_QC_DONE: '待质检',
    WAITING_FOR_REFUND: '待退款',
    WAITING_FOR_SELLER_SHIP: '待商家发货',
    WAITING_FOR_BUYER_CONFIRMED: '待买家确认收货',
    REFUND_PENDING: '退款中',
    REFUND_DONE: '已退款',
    REVERSE_DONE: '售后完成',
    REVERSE_CANCELED: '已撤销',
    REFUND_FAIL: '退款失败',
    REVERSE_CLOSE: '已关闭',
  },
};

export default aftersales;
