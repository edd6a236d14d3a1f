const { createConfig } = require('@mall/shared/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mfe_account',
  port: 8085,
  title: 'mfe-account (standalone)',
  exposes: {
    './routes': './src/routes.tsx',
    // Fragments other bundles embed; each is its own lazily loaded chunk.
    './AddressModal': './src/fragments/AddressModal/AddressModal.tsx',
    './RegionPicker': './src/fragments/RegionPicker/RegionPicker.tsx',
    './TaxCodeForm': './src/fragments/TaxCodeForm/TaxCodeForm.tsx',
  },
});
