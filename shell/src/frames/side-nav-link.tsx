import { NavLink as MantineNavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export function SideNavLink({ to, label }: { to: string; label: string }) {
  // Filled: white on the primary shade keeps the active link above 4.5:1, hovered or not.
  return <MantineNavLink component={NavLink} to={to} end label={label} variant="filled" />;
}

export function SideNavGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <MantineNavLink component="button" label={label} defaultOpened childrenOffset="md">
      {children}
    </MantineNavLink>
  );
}
