// Everything the owner edits lives in this folder; import it from here.
export * from './types';
export { profile } from './profile';
export { sections, topBarSectionIds, sectionLabel } from './sections';
export { services } from './services';
export { skills, skillTabs, type SkillFilter } from './skills';
export { projects } from './projects';
export { jobs, education, languages } from './career';
export { reviews } from './reviews';
export { themeOptions } from './theme-options';
export { site } from './site';
