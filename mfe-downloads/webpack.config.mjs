import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'mfe_downloads',
  exposes: { './pages': './src/pages.ts' },
  devPort: 8086,
  title: 'mfe-downloads',
});
