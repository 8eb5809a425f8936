// The parts in the middle of the page, one lazy chunk: one request, not one round trip each on a
// phone. React still hydrates each part alone (./below-the-fold.ts).
export { AboutSection } from '../sections/about/about-section';
export { ClientsSection } from '../sections/clients/clients-section';
export { ProjectsSection } from '../sections/projects/projects-section';
export { SkillsSection } from '../sections/skills/skills-section';
export { Footer } from '../components/footer';
