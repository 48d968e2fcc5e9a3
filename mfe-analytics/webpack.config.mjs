import { remoteConfig } from '../webpack.config.base.mjs';

export default remoteConfig({
  packageDir: import.meta.dirname,
  exposes: { './pages': './src/pages.ts' },
});
