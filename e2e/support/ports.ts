/**
 * The test product runs on its own ports so a running `npm start` (8080/3000) is left alone. Each Playwright
 * worker has a product of its own (an API with its own database, and a gateway): Playwright sets
 * TEST_PARALLEL_INDEX in each worker (0 … workers - 1, kept by a worker's replacement), and that worker's
 * ports are offset by PORT_STEP per index. The config (outside any worker) starts the servers of every index.
 */
const PORT_STEP = 100;

export const portsOf = (parallelIndex: number) => {
  const offset = parallelIndex * PORT_STEP;
  const port = (variable: string | undefined, fallback: number) => Number(variable ?? fallback) + offset;
  return {
    api: port(process.env.E2E_API_PORT, 3180),
    gateway: port(process.env.E2E_PORT, 8180),
    /** The scan page's own origin (/s/), served by the same gateway. */
    scanPage: port(process.env.E2E_SCAN_PAGE_PORT, 8181),
    /** A second gateway (and its scan page) that a test starts with runtime files of its own. */
    otherGateway: port(process.env.E2E_OTHER_GATEWAY_PORT, 8197),
    otherScanPage: port(process.env.E2E_OTHER_SCAN_PAGE_PORT, 8196),
    /** Nothing listens here: a remote pointed at it is "down". */
    deadRemote: port(process.env.E2E_DEAD_PORT, 8199),
    /** mfe-projects served alone on its own origin, for the cross-origin remote test; only read, so one for all. */
    standaloneProjects: Number(process.env.E2E_REMOTE_PORT ?? 8182),
  };
};

export const ports = portsOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const baseURL = `http://localhost:${ports.gateway}`;
export const scanPageURL = `http://localhost:${ports.scanPage}`;
/** The second gateway of support/gateway.ts. */
export const otherGatewayURL = `http://localhost:${ports.otherGateway}`;
