import { standalonePageConfig } from '../webpack.config.base.mjs';

// The page a consumer opens from a tag's short link, /s/{code}: its own small bundle (DESIGN.md).
export default standalonePageConfig({
  packageDir: import.meta.dirname,
  entry: './src/features/scan-page/main.tsx',
  outputDir: 'dist-scan',
  publicPath: '/s/',
  title: 'Smart Fingerprint',
});
