const { createConfig } = require('@mall/shared/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mfe_orders',
  port: 8082,
  title: 'mfe-orders (standalone)',
  ssr: './src/ssr/index.tsx',
  exposes: {
    './routes': './src/routes.tsx',
  },
});
