import type { Messages } from '@mall/shared';
import type { ReviewsMessages } from './en';

const reviews: Messages<ReviewsMessages> = {
  list: {
    title: '我的评价',
    tabs: { label: '评价', unComment: '待评价', comment: '已评价' },
    emptyToReview: '您没有待评价订单~',
    emptyReviewed: '未搜索到相关评价~',
  },
  order: {
    number: '订单号',
    ordered: '下单时间',
    reviewAll_one: '评价 {{count}} 件商品',
    reviewAll_other: '一起评价 {{count}} 件商品',
  },
  line: {
    quantity: '× {{count}}',
    review: '评价',
    reviewOf: '评价{{name}}',
    viewReview: '查看评价',
    viewReviewOf: '查看{{name}}的评价',
  },
};

export default reviews;
