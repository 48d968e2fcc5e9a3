import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'mfe_ted',
  exposes: { './pages': './src/pages.ts' },
  devPort: 8085,
  title: 'mfe-ted',
});
