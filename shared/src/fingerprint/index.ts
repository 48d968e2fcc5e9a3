export {
  FINGERPRINT_VERSIONS,
  fingerprintGeometry,
  layoutBits,
  MIN_FEATURE,
  type Dot,
  type FingerprintShapes,
  type Link,
} from './geometry';
export { drawFingerprint, NO_2D_CONTEXT, type Context2D } from './canvas';
export { fingerprintSvg } from './svg';
