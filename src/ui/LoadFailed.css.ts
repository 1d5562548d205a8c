import { style, styleVariants } from '@vanilla-extract/css';
import { launcherClearance } from '#src/styles/bottomDock';
import { vars } from '#src/styles/theme.css';

const base = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

/**
 * Where the notice sits: in the flow of the part it replaces, floating below a small control, or
 * docked at the bottom of the window beside the chat launcher, for a part that shows there.
 */
export const notice = styleVariants({
  inline: [base],
  floating: [
    base,
    {
      position: 'absolute',
      top: '100%',
      right: 0,
      zIndex: 20,
      width: 'min(22rem, calc(100vw - 2rem))',
      marginTop: vars.space.xs,
      boxShadow: vars.shadow.card,
    },
  ],
  docked: [
    base,
    {
      position: 'fixed',
      left: vars.space.md,
      right: launcherClearance,
      bottom: vars.space.md,
      zIndex: 40,
      boxShadow: vars.shadow.card,
    },
  ],
});

export const message = style({ margin: 0, flex: '1 1 12rem' });
