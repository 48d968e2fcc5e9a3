import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { consoleCssVariables, consoleTheme, ToastHost } from 'shared';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routing/app-routes';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider theme={consoleTheme} cssVariablesResolver={consoleCssVariables}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppLayout>
            <AppRoutes />
          </AppLayout>
          <ToastHost />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
