const { createConfig } = require('@mall/shared/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mfe_reviews',
  port: 8084,
  title: 'mfe-reviews (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './ProductReviews': './src/fragments/ProductReviews/ProductReviews.tsx',
  },
});
