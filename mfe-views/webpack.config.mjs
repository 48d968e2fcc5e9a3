import { remoteConfig } from '../webpack.config.base.mjs';

export default remoteConfig({
  packageDir: import.meta.dirname,
  // The asset picker is for other remotes' editors (mfe-downloads' custom hub logo).
  exposes: { './pages': './src/pages.ts', './asset-picker': './src/components/asset-picker/asset-picker.tsx' },
});
