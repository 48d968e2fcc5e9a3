export {
  FINGERPRINT_VERSIONS,
  fingerprintGeometry,
  layoutBits,
  MIN_FEATURE,
  type Dot,
  type FingerprintShapes,
  type Link,
} from './geometry';
export { fingerprintSvg } from './svg';
