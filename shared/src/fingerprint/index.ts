export {
  FINGERPRINT_VERSIONS,
  fingerprintGeometry,
  layoutBits,
  MIN_FEATURE,
  MIN_PRINTED_LINE_MM,
  minTagDiameterMm,
  minTagSizePx,
  PNG_DPI,
  type Dot,
  type FingerprintShapes,
  type Link,
} from './geometry';
export { drawFingerprint, NO_2D_CONTEXT, type Context2D } from './canvas';
export { greyOf, hubLogoBox, hubLogoClipRadius, hubLogoFromRgba, type HubLogo } from './hub-logo';
export { DEFAULT_DIAMETER_MM, fingerprintEps, marginForCropMarks, printLayout, type PrintOptions } from './eps';
export { tagPng } from './png';
export { fingerprintSvg, type SvgOptions } from './svg';
