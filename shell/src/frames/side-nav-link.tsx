import { Box, Button, NavLink as MantineNavLink } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

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

interface SideNavProps {
  label: string;
  /** The button that unfolds it on narrow screens. */
  menuLabel: string;
  /** From this width it stands beside the page, unfolded: the frame's Grid breakpoint. */
  breakpoint?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A side navigation that stands beside the page from `breakpoint` and, narrower, stacks above it folded
 * under a button, so a phone sees the page first. Following a link folds it again.
 */
export function SideNav({ label, menuLabel, breakpoint = 'md', children }: SideNavProps) {
  const id = useId();
  const { pathname } = useLocation();
  // The page it was unfolded on: any navigation folds it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === pathname;
  return (
    <Box component="nav" aria-label={label}>
      <Button
        hiddenFrom={breakpoint}
        variant="default"
        fullWidth
        mb="xs"
        aria-expanded={opened}
        aria-controls={id}
        onClick={() => setOpenedOn(opened ? null : pathname)}
      >
        {menuLabel}
      </Button>
      <Box id={id} display={{ base: opened ? 'block' : 'none', [breakpoint]: 'block' }}>
        {children}
      </Box>
    </Box>
  );
}
