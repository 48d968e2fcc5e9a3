import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { isSuperUser, useSession } from 'shared';

const link = (to: string, label: string) => (
  <Button key={to} component={NavLink} to={to} variant="subtle" color="dark">
    {label}
  </Button>
);

/**
 * 001 §2: Projects; TED for super users; Need help; Account settings; Log out. Account settings (/admin)
 * is shown to every signed-in user, since every company's staff may open it (docs/decisions.md).
 */
export function TopNavigation() {
  const superUser = useSession((state) => isSuperUser(state.account));
  return (
    <Group component="nav" aria-label="Main" gap={4}>
      {link('/projects', 'Projects')}
      {superUser && link('/ted', 'TED')}
      {link('/need-help', 'Need help')}
      {link('/admin', 'Account settings')}
      {link('/logout', 'Log out')}
    </Group>
  );
}
