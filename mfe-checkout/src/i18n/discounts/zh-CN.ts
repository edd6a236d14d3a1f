import type { Messages } from '@mall/shared';
import type { DiscountValidationMessages } from './en';

const messages: Messages<DiscountValidationMessages> = {
  code: {
    required: '请输入优惠码',
    tooLong: '优惠码过长',
    unknown: '优惠码不存在，请检查后重试',
    expired: '优惠码已过期',
    minimumNotMet: '订单金额未达到该优惠码的使用门槛',
    notForShops: '该优惠码不适用于订单中的店铺',
    used: '该优惠码已被使用',
    notHere: '支付尾款时不能使用优惠码',
  },
  points: {
    unavailable: '该订单不能使用积分',
    belowThreshold: '订单金额不足，暂不能使用积分',
    belowMinimum: '请至少使用最低抵扣积分',
    notStep: '请按所示步长使用积分',
    aboveMaximum: '超过该订单可抵扣的积分',
  },
  taxCode: {
    required: '请输入您的个人税号：该国家的发票须注明',
    invalid: '税号无效，请检查字母和数字',
  },
  pointsInsufficient: '积分不足',
  pointsNeedLogin: '请登录后使用积分',
};

export default messages;
