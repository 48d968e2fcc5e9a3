import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'mfe_views',
  // The asset picker is for other remotes' editors (mfe-downloads' custom hub logo).
  exposes: { './pages': './src/pages.ts', './asset-picker': './src/components/asset-picker/asset-picker.tsx' },
  devPort: 8084,
  title: 'mfe-views',
});
