import type { GearIconName } from '#content/schemas';

/** Outline drawings on a 24-unit grid, one per gear icon name. */
const drawings: Record<GearIconName, string> = {
  ticket: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4V7Zm12-2v2m0 4v2m0 4v2',
  tent: 'M2 20h20M4.5 20 12 5l7.5 15M12 5v15M9 20l3-6 3 6',
  shirt: 'M8.5 3 3 5.5 2 10l3 1 1-1.5V21h12V9.5l1 1.5 3-1-1-4.5L15.5 3c0 1.7-1.6 3-3.5 3S8.5 4.7 8.5 3Z',
  battery: 'M4 7h14a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm18 3.5v3M11.5 9 9 12.5h4L10.5 16',
  droplet: 'M12 3c-3.3 4.3-6 7.6-6 11a6 6 0 0 0 12 0c0-3.4-2.7-6.7-6-11Zm-2.5 11.5a2.5 2.5 0 0 0 2.5 2.5',
  bottle: 'M10 2h4v4h-4zM9 6h6l2 3v11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9l2-3Zm-2 6h10',
  sparkles: 'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8L11 3Zm7.5 11 .9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9.9-2.1Z',
};

/** A gear category's icon, drawn as SVG so it shows without an emoji font; decorative. */
export function GearCategoryIcon({ name, className }: { name: GearIconName; className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={drawings[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
