// The same storefront code as one ordinary webpack bundle, without Module Federation: the bench's
// baseline for the federation tax. Built only by `npm run bench`.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const root = path.join(__dirname, '..', '..', '..');

module.exports = {
  mode: 'production',
  context: path.join(root, 'host'),
  entry: { main: './src/index.ts' },
  output: {
    path: path.join(__dirname, '..', '.baseline'),
    publicPath: '/',
    filename: '[name].[contenthash:10].js',
    chunkFilename: '[name].[contenthash:10].js',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-shim.ts') },
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: require.resolve('swc-loader'),
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
        },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
      { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
    new HtmlWebpackPlugin({ template: path.join(root, 'shared', 'webpack', 'index.html'), title: 'Furniture Mall' }),
  ],
  optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
  performance: { hints: false },
};
