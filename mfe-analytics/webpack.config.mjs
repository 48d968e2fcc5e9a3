import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'mfe_analytics',
  exposes: { './pages': './src/pages.ts' },
  devPort: 8083,
  title: 'mfe-analytics',
});
