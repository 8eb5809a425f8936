import type { Section, SectionId } from './types';

export const sections: Section[] = [
  { id: 'home', label: 'Inicio' },
  { id: 'services', label: 'Servicios' },
  { id: 'about', label: 'Sobre mi' },
  { id: 'skills', label: 'Habilidades' },
  { id: 'projects', label: 'Proyectos' },
  { id: 'clients', label: 'Clientes' },
  { id: 'contact', label: 'Contacto' },
];

/** La barra superior muestra estas como botones; Contacto va aparte, como la invitación principal. */
export const topBarSectionIds: SectionId[] = ['services', 'about', 'skills', 'projects', 'clients'];

export function sectionLabel(id: SectionId): string {
  const section = sections.find((s) => s.id === id);
  if (!section) throw new Error(`Sección desconocida: ${id}`);
  return section.label;
}
