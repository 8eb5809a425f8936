// Where a skill's icon lives, shared by the card and scripts/generate-skill-icons.ts: {id}.png (the
// spec's name) for the light theme and {id}-dark.png, on a navy tile, for the dark one.
export const iconThemes = ['light', 'dark'] as const;
export type IconTheme = (typeof iconThemes)[number];

export const skillIconFile = (id: string, theme: IconTheme): string => (theme === 'dark' ? `${id}-dark.png` : `${id}.png`);

export const skillIconUrl = (id: string, theme: IconTheme): string => `/assets/images/skills/${skillIconFile(id, theme)}`;
