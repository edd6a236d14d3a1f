import type { Messages } from '@mall/shared';
import type { PaymentMessages } from './en';
import { PAYMENT_NAMES_ZH } from '@mall/shared/contract';

const messages: Messages<PaymentMessages> = {
  loadError: '加载程序时出现错误，请刷新页面并重试',
  shopperDetailsMissing: 'Clearpay、Afterpay 和 Zip 需要付款人的姓名、电子邮件、电话和完整地址：请完善收货地址。',
  selectCard: '请选择支付卡',
  loading: '正在加载支付表单…',
  card: {
    number: '银行卡号',
    expiry: '有效期',
    cvc: '安全码 (CVC)',
    numberRequired: '银行卡号不能为空',
    expiryRequired: '银行卡有效期不能为空',
    cvcRequired: '银行卡安全码不能为空',
    incomplete: '请填写完整',
  },
  savedCards: {
    title: '我的银行卡',
    pick: '使用已保存的卡支付',
    ending: '{{brand}} 尾号 {{tail}}',
    default: '默认',
    empty: '您还没有保存的银行卡。',
    add: '添加卡片',
  },
  addCard: {
    title: '添加卡片',
    holderName: '持卡人姓名',
    mobile: '手机号',
    email: '邮箱',
    country: '国家',
    province: '州/省',
    city: '城市',
    region: '区',
    regionPicker: '省/市/区',
    regionNotChosen: '未选择',
    chooseRegion: '选择',
    changeRegion: '修改',
    street: '街道',
    houseNumber: '门牌号',
    zipCode: '邮编',
    isSave: '保存此卡用于以后的支付',
    required: '请填写',
    emailInvalid: '请输入正确的邮箱',
    submit: '保存卡片',
    cancel: '取消',
    added: '添加成功',
    setupTimeout: '设置超时，请稍后重试',
  },
  repay: {
    title: '可能存在重复支付',
    warning: '该订单有一笔支付仍在处理中或刚刚失败，现在再次支付可能会被重复扣款。',
    payAgain: '再次支付',
    wait: '知道了,等待支付结果',
    pay: '立即支付',
    failed: '操作失败，请重试',
  },
  validation: {
    card: {
      required: '请填写',
      tooLong: '内容过长',
      mobileInvalid: '请输入正确的手机号',
      emailInvalid: '请输入正确的邮箱',
    },
  },
  wallet: {
    cancelled: '支付已取消',
    unavailable: '此设备或浏览器不支持该支付方式',
    applePayOpen: '使用 Apple Pay 支付',
    applePayTitle: '使用 Apple Pay 支付',
    applePayText: '在此设备上使用 Apple Pay 确认支付 {{amount}}。',
    close: '关闭',
  },
  /** Descriptive payment names (shared contract's paymentNameOf); brands keep their own names. */
  names: PAYMENT_NAMES_ZH,
  marks: {
    cards: '信用卡和借记卡',
    savedCard: '已保存的卡',
    payByLink: '支付链接',
    mockpay: '测试支付',
  },
};

export default messages;
