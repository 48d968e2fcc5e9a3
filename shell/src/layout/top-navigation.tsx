import { Button, Group, Stack } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { isSuperUser, useSession } from 'shared';
import { paths } from 'shared/routes';

/**
 * 001 §2: Projects; TED for super users; Need help; Account settings; Log out. Account settings (/admin)
 * is shown to every signed-in user, since every company's staff may open it (ADR 0021).
 * `stacked`: one link a line, in the phone menu; `onNavigate` runs when a link is followed.
 */
export function TopNavigation({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  const superUser = useSession((state) => isSuperUser(state.account));
  const link = (to: string, label: string) => (
    <Button
      key={to}
      component={NavLink}
      to={to}
      variant="subtle"
      color="dark"
      justify={stacked ? 'flex-start' : undefined}
      onClick={onNavigate}
    >
      {label}
    </Button>
  );
  const links = [
    link(paths.projects(), 'Projects'),
    superUser && link(paths.ted(), 'TED'),
    link(paths.needHelp(), 'Need help'),
    link(paths.admin(), 'Account settings'),
    link(paths.logout(), 'Log out'),
  ];
  return stacked ? (
    <Stack component="nav" aria-label="Main" gap={4}>
      {links}
    </Stack>
  ) : (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
      {links}
    </Group>
  );
}
