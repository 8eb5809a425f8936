import type { Section, SectionId } from './types';

export const sections: Section[] = [
  { id: 'home', label: 'Inicio' },
  { id: 'services', label: 'Servicios', title: 'Lo que puedo hacer por ti' },
  { id: 'about', label: 'Sobre mi', title: 'Tecnología con oficio, cerca de las personas' },
  { id: 'skills', label: 'Habilidades', title: 'Herramientas que domino' },
  { id: 'projects', label: 'Proyectos', title: 'Proyectos destacados' },
  { id: 'clients', label: 'Clientes', title: 'Lo que dicen mis clientes' },
  { id: 'contact', label: 'Contacto', title: 'Hablemos de tu proyecto' },
];

/** La barra superior muestra estas como botones; Contacto va aparte, como la invitación principal. */
export const topBarSectionIds: SectionId[] = ['services', 'about', 'skills', 'projects', 'clients'];

function section(id: SectionId): Section {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`Sección desconocida: ${id}`);
  return found;
}

export const sectionLabel = (id: SectionId): string => section(id).label;

/** El título de una sección (todas menos la portada tienen uno: content/types.ts). */
export function sectionTitle(id: Exclude<SectionId, 'home'>): string {
  const found = section(id);
  return found.id === 'home' ? found.label : found.title;
}
