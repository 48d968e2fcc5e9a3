import { NavLink as MantineNavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

export function SideNavLink({ to, label }: { to: string; label: string }) {
  return <MantineNavLink component={NavLink} to={to} end label={label} />;
}

export function SideNavGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <MantineNavLink component="button" label={label} defaultOpened childrenOffset="md">
      {children}
    </MantineNavLink>
  );
}
