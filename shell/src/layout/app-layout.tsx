import { Anchor, AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getRuntimeConfig, hasLiveTokens, useSession } from 'shared';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopNavigation } from './top-navigation';

const PHONE_MENU_ID = 'phone-menu';

/**
 * Header, phone menu and the page. Below Mantine's `sm` (768 px) the top navigation moves into a menu
 * under a menu button, so the title keeps its one line and nothing overlaps the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => hasLiveTokens(state.tokens) && state.account !== null);
  const { pathname } = useLocation();
  // The page the menu was opened on: any navigation (a link, Back, a redirect) closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpened = signedIn && menuOpenedOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpenedOn(null);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 300, breakpoint: 'sm', collapsed: { desktop: true, mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" c="dark" miw={0}>
            <Text fw={700} truncate="end">
              {getRuntimeConfig().productName} console
            </Text>
          </Anchor>
          {signedIn && (
            <>
              <Box visibleFrom="sm">
                <TopNavigation />
              </Box>
              <Burger
                ref={menuButton}
                hiddenFrom="sm"
                opened={menuOpened}
                onClick={() => setMenuOpenedOn(menuOpened ? null : pathname)}
                aria-label="Menu"
                aria-expanded={menuOpened}
                aria-controls={PHONE_MENU_ID}
              />
            </>
          )}
        </Group>
      </AppShell.Header>
      {menuOpened && (
        <AppShell.Navbar
          id={PHONE_MENU_ID}
          hiddenFrom="sm"
          p="md"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            closeMenu();
            menuButton.current?.focus();
          }}
        >
          <TopNavigation stacked onNavigate={closeMenu} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
