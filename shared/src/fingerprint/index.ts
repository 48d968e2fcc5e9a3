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
export { hubLogoBox, hubLogoFromRgba, type HubLogo } from './hub-logo';
export { DEFAULT_DIAMETER_MM, fingerprintEps, marginForCropMarks, type PrintOptions } from './eps';
export { fingerprintSvg } from './svg';
