import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'mfe_views',
  exposes: { './pages': './src/pages.ts' },
  devPort: 8084,
  title: 'mfe-views',
});
