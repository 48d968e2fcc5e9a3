import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'mfe_accounts',
  exposes: { './pages': './src/pages.ts' },
  devPort: 8081,
  title: 'mfe-accounts',
});
