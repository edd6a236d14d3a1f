const { createConfig } = require('@mall/shared/webpack');

module.exports = createConfig({
  dirname: __dirname,
  name: 'host',
  port: 8080,
  isHost: true,
  title: 'Furniture Mall',
  runtimePlugins: [
    require.resolve('./src/federation/provideRuntimePlugin.ts'),
    require.resolve('./src/federation/resiliencePlugin.ts'),
    require.resolve('./src/federation/sameBuildSharePlugin.ts'),
    require.resolve('./src/federation/sharedVersionPlugin.ts'),
  ],
});
