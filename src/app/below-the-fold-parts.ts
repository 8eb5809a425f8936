// Every part below the fold but the contact form, gathered in one module so they travel as one
// lazy chunk: one request instead of a dozen small ones (each pays a round trip on a phone).
// React still hydrates each part separately, as the visitor nears it (see below-the-fold.ts).
export { AboutSection } from '../sections/about/about-section';
export { ClientsSection } from '../sections/clients/clients-section';
export { ProjectsSection } from '../sections/projects/projects-section';
export { ServicesSection } from '../sections/services/services-section';
export { SkillsSection } from '../sections/skills/skills-section';
export { Footer } from '../components/footer';
