// The floor: the same login page and shell layout as one plain bundle, no federation.
import '../../../shell/src/styles/critical-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../../shared/src/query/query-client';
import { consoleCssVariables, consoleTheme } from '../../../shared/src/ui/theme';
import { AppLayout } from '../../../shell/src/layout/app-layout';
import LoginPage from '../../../mfe-accounts/src/features/login/login-page';

createRoot(document.getElementById('root')!).render(
  <MantineProvider theme={consoleTheme} cssVariablesResolver={consoleCssVariables}>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <AppLayout>
          <Routes>
            <Route path="*" element={<LoginPage />} />
          </Routes>
        </AppLayout>
      </BrowserRouter>
    </QueryClientProvider>
  </MantineProvider>,
);
