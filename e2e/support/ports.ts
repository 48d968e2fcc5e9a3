/** The test product runs on its own ports so a running `npm start` (8080/3000) is left alone. */
export const ports = {
  api: Number(process.env.E2E_API_PORT ?? 3180),
  gateway: Number(process.env.E2E_PORT ?? 8180),
  /** The scan page's own origin (/s/), served by the same gateway. */
  scanPage: Number(process.env.E2E_SCAN_PAGE_PORT ?? 8181),
  /** mfe-projects served alone on its own origin, for the cross-origin remote test. */
  standaloneProjects: Number(process.env.E2E_REMOTE_PORT ?? 8182),
  /** A second gateway (and its scan page) that a test starts with runtime files of its own. */
  otherGateway: Number(process.env.E2E_OTHER_GATEWAY_PORT ?? 8197),
  otherScanPage: Number(process.env.E2E_OTHER_SCAN_PAGE_PORT ?? 8196),
  /** Nothing listens here: a remote pointed at it is "down". */
  deadRemote: Number(process.env.E2E_DEAD_PORT ?? 8199),
};

export const baseURL = `http://localhost:${ports.gateway}`;
export const scanPageURL = `http://localhost:${ports.scanPage}`;
/** The second gateway of support/gateway.ts. */
export const otherGatewayURL = `http://localhost:${ports.otherGateway}`;
