// tag-image-service.ts still imports the sizes from here while it is being reworked; the contract is
// shared/contracts/tags. Remove this file once that service imports the contract.
export { TAG_IMAGE_SIZES } from 'shared/contracts/tags';
