const { createConfig } = require('@mall/shared/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mfe_checkout',
  port: 8081,
  title: 'mfe-checkout (standalone)',
  ssr: './src/ssr/index.tsx',
  exposes: {
    './routes': './src/routes.tsx',
    './ProductCard': './src/fragments/ProductCard/ProductCard.tsx',
    './AddToCart': './src/fragments/AddToCart/AddToCart.tsx',
    './RePayment': './src/fragments/RePayment/RePayment.tsx',
    './Recommendations': './src/fragments/Recommendations/Recommendations.tsx',
  },
});
