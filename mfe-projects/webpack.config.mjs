import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'mfe_projects',
  exposes: { './pages': './src/pages.ts' },
  devPort: 8082,
  title: 'mfe-projects',
});
