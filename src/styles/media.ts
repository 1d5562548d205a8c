/** Breakpoints of the theme. Media queries cannot read CSS variables, so they live here as strings. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
