/** The test product runs on its own ports so a running `npm start` (8080/3000) is left alone. */
export const ports = {
  api: Number(process.env.E2E_API_PORT ?? 3180),
  gateway: Number(process.env.E2E_PORT ?? 8180),
  /** mfe-projects served alone on its own origin, for the cross-origin remote test. */
  standaloneProjects: Number(process.env.E2E_REMOTE_PORT ?? 8182),
  /** Nothing listens here: a remote pointed at it is "down". */
  deadRemote: Number(process.env.E2E_DEAD_PORT ?? 8199),
};

export const baseURL = `http://localhost:${ports.gateway}`;
