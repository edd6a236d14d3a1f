/** Issue 30 item 5: the product page's gallery and its zoom view. */
const galleryTexts = {
  gallery: {
    open: 'Enlarge picture {{n}} of {{total}}',
    title: '{{name}}: picture {{n}} of {{total}}',
    previous: 'Previous picture',
    next: 'Next picture',
  },
};

export default galleryTexts;
