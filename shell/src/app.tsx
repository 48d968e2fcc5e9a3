import { createTheme, MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routing/app-routes';

const theme = createTheme({ primaryColor: 'indigo' });

export function App() {
  return (
    <MantineProvider theme={theme}>
      <BrowserRouter>
        <AppLayout>
          <AppRoutes />
        </AppLayout>
      </BrowserRouter>
    </MantineProvider>
  );
}
