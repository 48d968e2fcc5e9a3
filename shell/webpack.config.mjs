import { federatedConfig } from '../webpack.config.base.mjs';

export default federatedConfig({
  packageDir: import.meta.dirname,
  name: 'shell',
  devPort: 8080,
  isHost: true,
  title: 'Smart Fingerprint console',
});
