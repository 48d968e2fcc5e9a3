import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { clearQueriesWithSession, createQueryClient } from '../query/query-client';
import { consoleCssVariables, consoleTheme } from '../ui/theme';
import { StandaloneIndex } from './standalone-index';

export interface StandaloneRoute {
  path: string;
  page: string;
}

/**
 * A minimal host for developing one remote alone (`pnpm dev` in its folder): Mantine, a router and
 * its pages at the shell's paths, with its own QueryClient. Guards, navigation and frames belong to the
 * real shell.
 */
export function mountStandalone(name: string, pages: Record<string, ComponentType>, routes: StandaloneRoute[]) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  clearQueriesWithSession(queryClient);
  createRoot(container).render(
    <MantineProvider theme={consoleTheme} cssVariablesResolver={consoleCssVariables}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            {routes.map(({ path, page }) => {
              const Page = pages[page];
              return Page ? <Route key={path} path={path} element={<Page />} /> : null;
            })}
            <Route path="*" element={<StandaloneIndex name={name} routes={routes} />} />
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
