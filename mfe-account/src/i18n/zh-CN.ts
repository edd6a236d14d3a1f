import type { Messages } from '@mall/shared';
import type { AccountMessages } from './en';

const account: Messages<AccountMessages> = {
  profile: {
    title: '个人资料',
    nickname: '昵称',
    email: '邮箱',
    name: '姓名',
    mobile: '手机号',
    city: '城市',
    notSet: '未填写',
    prompt: { label: '完善个人资料', text: '完善个人资料，最高可获得 {{points}} 积分。' },
    loginNeeded: '请登录后查看个人资料。',
    login: '登录',
  },
  membership: {
    title: '会员中心',
    nav: { label: '会员页面', overview: '会员概览', benefits: '会员权益', points: '积分与成长值', superMember: '超级会员' },
    level: {
      yours: '当前等级',
      growth: '成长值',
      progress: '升级至{{level}}的进度',
      toNext: '再获得 {{growth}} 成长值即可升级为{{level}}。',
      top: '您已达到最高等级。',
    },
    ladder: { title: '会员等级', from: '成长值 {{growth}} 起', current: '当前等级' },
    points: {
      balance: '积分',
      more: '如何获得更多积分',
      earnTitle: '如何获得积分和成长值',
      tasks: {
        review: '评价已完成订单中的商品',
        profile: '完善个人资料（最高 {{points}} 积分）',
        share: '分享商品或购物体验',
        followMedia: '关注我们的社交媒体',
        subscribeEmail: '订阅我们的邮件',
      },
    },
    benefits: {
      yours: '{{level}}的会员权益',
      none: '{{level}}暂无额外权益。',
      compare: '各等级权益',
      benefit: '权益',
      included: '包含',
      notIncluded: '不包含',
    },
    superMember: {
      about: '超级会员即达到最高等级{{level}}的买家。',
      you: '您已是超级会员。',
      toGo: '再获得 {{growth}} 成长值即可成为超级会员。',
      benefits: '超级会员权益',
    },
  },
};

export default account;
