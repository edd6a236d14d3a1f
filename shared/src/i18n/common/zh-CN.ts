import type { Messages } from '../messages';
import type { CommonMessages } from './en';

const common: Messages<CommonMessages> = {
  copy: { action: '复制', success: '复制成功！', failure: '复制失败，请手动选择文本复制。' },
  retry: '重试',
  close: '关闭',
  cancel: '取消',
  confirm: '确认',
  loading: '加载中…',
  pagination: { label: '分页', previous: '上一页', next: '下一页', page: '第 {{page}} 页' },
  empty: { title: '暂无内容', goHome: '返回首页' },
  image: { unavailable: '图片无法显示' },
  countdown: { label: '剩余 {{time}}', days: '{{days}}天 {{time}}' },
  tabs: { count: '({{count}})' },
  money: { original: '原价' },
  toast: { region: '通知', dismiss: '关闭通知', success: '成功', info: '提示', warning: '警告', error: '错误' },
  error: {
    fragmentUnavailable: '页面的这一部分无法加载。',
    title: '出错了',
    network: '无法连接商城，请检查网络后重试。',
    server: '商城暂时无法响应，请稍后重试。',
    notFound: '没有找到您要的内容。',
    unauthenticated: '请先登录。',
    forbidden: '您无权进行此操作。',
    validation: '请检查标出的字段。',
  },
  validation: {
    /** Keys mall-api answers for a missing or wrong-typed field. */
    field: { required: '此项为必填项', invalid: '填写的内容无效' },
    required: '此项为必填项',
    email: { required: '请输入邮箱', invalid: '请输入正确的邮箱', tooLong: '邮箱地址过长' },
    password: { required: '请输入密码', tooShort: '密码至少需要 8 个字符', tooLong: '密码过长' },
    nickname: { tooLong: '昵称最多 50 个字符' },
  },
};

export default common;
