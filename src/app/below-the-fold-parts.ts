// The parts in the middle of the page, gathered in one module so they travel as one lazy chunk:
// one request instead of several small ones (each pays a round trip on a phone). React still
// hydrates each part separately, as the visitor nears it (see below-the-fold.ts).
export { AboutSection } from '../sections/about/about-section';
export { ClientsSection } from '../sections/clients/clients-section';
export { ProjectsSection } from '../sections/projects/projects-section';
export { SkillsSection } from '../sections/skills/skills-section';
export { Footer } from '../components/footer';
