import type { Messages } from '@mall/shared';
import type galleryTexts from './en';

const texts: Messages<typeof galleryTexts> = {
  gallery: {
    open: '放大第 {{n}} 张图片，共 {{total}} 张',
    title: '{{name}}：第 {{n}} 张，共 {{total}} 张',
    previous: '上一张',
    next: '下一张',
  },
};

export default texts;
