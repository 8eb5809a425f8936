import type { ThemeOption } from './types';

export const themeOptions: ThemeOption[] = [
  { name: 'Claro', value: 'light', icon: 'sun' },
  { name: 'Oscuro', value: 'dark', icon: 'moon' },
  { name: 'Sistema', value: 'system', icon: 'monitor' },
];
