const { createConfig } = require('@mall/shared/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mfe_aftersales',
  port: 8083,
  title: 'mfe-aftersales (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    './ApplyModal': './src/fragments/ApplyModal/ApplyModal.tsx',
  },
});
