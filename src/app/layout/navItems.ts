import { paths } from '#src/lib/paths';

export const navItems = [
  { label: 'Home', href: paths.home },
  { label: 'Calendar', href: paths.calendar },
  { label: 'Map', href: paths.map },
  { label: 'Checklists', href: paths.gear },
  { label: 'Guides', href: paths.guides },
  { label: 'Travel', href: paths.travel },
  { label: 'Community', href: paths.community },
] as const;

/** A nav item is current on its own path and, except Home, on the paths below it. */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === paths.home) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
