import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { consoleCssVariables, consoleTheme } from 'shared';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routing/app-routes';

export function App() {
  return (
    <MantineProvider theme={consoleTheme} cssVariablesResolver={consoleCssVariables}>
      <BrowserRouter>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </BrowserRouter>
    </MantineProvider>
  );
}
