// The profile's rules, part of the content's check (validate-content.ts): what the page, the CV
// and the search metadata need from it, whoever the owner is.
import * as z from 'zod/mini';
import type { Profile } from './types';

const file = 'content/profile.ts';

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function profileProblems(profile: Profile): string[] {
  const problems: string[] = [];
  const wrong = (field: keyof Profile, fix: string) => problems.push(`${file}: ${field} es ${JSON.stringify(profile[field])}; ${fix}.`);
  for (const field of ['name', 'title', 'greeting', 'pitch'] as const)
    if (!profile[field].trim()) problems.push(`${file}: ${field} está vacío; escríbelo.`);
  if (!/^\p{Lu}{1,3}$/u.test(profile.initials)) wrong('initials', 'usa de una a tres iniciales en mayúsculas (por ejemplo "LF")');
  if (!z.email().safeParse(profile.email).success) wrong('email', 'escribe una dirección de e-mail válida');
  if (!/^\+\d{8,15}$/.test(profile.phone.replace(/[^\d+]/g, '')))
    wrong('phone', 'escribe el teléfono con + y el código de país (por ejemplo "+54 9 294 455-0123")');
  if (!/^[^,]+, [^,]+$/.test(profile.location)) wrong('location', 'escríbelo como "Ciudad, País"');
  if (!/(^|\.)linkedin\.com$/.test(httpsUrl(profile.linkedinUrl)?.hostname ?? ''))
    wrong('linkedinUrl', 'usa la dirección https://www.linkedin.com/in/… de tu perfil');
  const site = httpsUrl(profile.siteUrl);
  if (!site || site.href !== profile.siteUrl || !profile.siteUrl.endsWith('/'))
    wrong('siteUrl', 'usa la dirección completa del sitio, con https:// y / al final (por ejemplo "https://tu-sitio.dev/")');
  // The project pages, previews and sitemap are addressed from the domain's root (`/proyectos/…`):
  // under a folder, every shared link would lose it.
  else if (site.pathname !== '/') wrong('siteUrl', `el sitio se sirve desde la raíz de su dominio: usa "${site.origin}/", sin carpeta`);
  if (!Number.isInteger(profile.careerStartYear) || profile.careerStartYear > new Date().getFullYear())
    wrong('careerStartYear', 'usa el año (entero, no futuro) en que empezaste a trabajar');
  if (profile.about.length === 0 || profile.about.some((paragraph) => !paragraph.trim()))
    problems.push(`${file}: about necesita al menos un párrafo, ninguno vacío; escribe tu historia.`);
  return problems;
}
