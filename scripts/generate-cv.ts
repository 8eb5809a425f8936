// `npx tsx scripts/generate-cv.ts [output]`: the downloadable CV (public/assets/cv.pdf), drawn from
// the same content as the site, so editing content updates both. The output is committed.
import { createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import { education, jobs, languages, profile, services, skills } from '../content/index.ts';
import { drawFooter, drawHeader, eyebrow, paragraph, projectEntry, reviewQuote, serviceEntry, skillChips } from './cv/cv-blocks.ts';
import { educationEntry, jobEntry, languageLine } from './cv/cv-career.ts';
import { shortReviews, skillGroups, topProjects } from './cv/cv-content.ts';
import { ColumnFlow, endTagging, spacer, stack, startTagging } from './cv/cv-layout.ts';
import { colors, fontData, fontNames, mainWidth, page, sideX } from './cv/cv-style.ts';
import { oneDecimalText } from '../src/lib/decimal-text.ts';

export interface CvOptions {
  /** false writes readable (uncompressed) content streams: used by the tests. */
  compress?: boolean;
  /** How many of the heaviest projects to list. */
  projectCount?: number;
  /** How many short testimonials to quote in the sidebar (0 for none). */
  reviewCount?: number;
  /**
   * The PDF's creation date. Fixed so that re-running the script gives the same bytes: by default
   * SOURCE_DATE_EPOCH (the reproducible-builds convention) or else 1 January of the current year.
   */
  creationDate?: Date;
}

export interface CvResult {
  pages: number;
  bytes: number;
}

function defaultCreationDate(): Date {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  if (Number.isInteger(epoch) && epoch > 0) return new Date(epoch * 1000);
  return new Date(Date.UTC(new Date().getFullYear(), 0, 1));
}

export async function renderCv(outputPath: string, options: CvOptions = {}): Promise<CvResult> {
  const { compress = true, projectCount = 5, reviewCount = 0 } = options;
  const creationDate = options.creationDate ?? defaultCreationDate();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: 'es-AR',
    displayTitle: true,
    tagged: true,
    info: {
      Title: `${profile.name} · Currículum vitae`,
      Author: profile.name,
      Subject: `${profile.title} en ${profile.location}`,
      Keywords: ['currículum', 'CV', ...services.map((s) => s.title), ...skills.map((s) => s.name)].join(', '),
      Creator: 'scripts/generate-cv.ts',
      CreationDate: creationDate,
      ModDate: creationDate,
    },
  });
  for (const name of fontNames) doc.registerFont(name, fontData(name));

  await mkdir(path.dirname(outputPath), { recursive: true });
  const written = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(outputPath);
    out.on('finish', resolve).on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
  });

  startTagging(doc);
  const sinceLine = `Desarrollo software de forma profesional desde ${profile.careerStartYear}`;
  const columnsTop = drawHeader(doc, profile, sinceLine);

  const main = new ColumnFlow(doc, page.marginX, mainWidth, columnsTop);
  const [lead, ...rest] = profile.about;
  main.add(
    stack(
      [
        eyebrow(doc, 'Perfil'),
        paragraph(doc, profile.pitch, { font: 'semibold', size: 10.4, color: colors.fg, lineGap: 2.8 }),
        ...(lead ? [paragraph(doc, lead)] : []),
      ],
      7,
    ),
    7,
  );
  for (const text of rest) main.add(paragraph(doc, text), 7);
  main.add(spacer(12));
  jobs.forEach((job, i) => {
    const entry = jobEntry(doc, job);
    main.add(i === 0 ? stack([eyebrow(doc, 'Experiencia'), entry], 8) : entry, 12);
  });
  main.add(spacer(12));
  const chosen = topProjects(projectCount);
  chosen.forEach((project, i) => {
    const entry = projectEntry(doc, project);
    main.add(i === 0 ? stack([eyebrow(doc, 'Proyectos destacados'), entry], 8) : entry, 13);
  });

  const side = new ColumnFlow(doc, sideX, page.sideWidth, columnsTop);
  education.forEach((entry, i) => {
    const block = educationEntry(doc, entry);
    side.add(i === 0 ? stack([eyebrow(doc, 'Formación'), block], 8) : block, 9);
  });
  side.add(spacer(10));
  side.add(
    stack(
      [
        eyebrow(doc, 'Idiomas'),
        stack(
          languages.map((language) => languageLine(doc, language)),
          4,
        ),
      ],
      8,
    ),
  );
  side.add(spacer(10));
  skillGroups().forEach((group, i) => {
    const chips = skillChips(doc, group);
    side.add(i === 0 ? stack([eyebrow(doc, 'Habilidades'), chips], 8) : chips, 11);
  });
  side.add(spacer(10));
  services.forEach((service, i) => {
    const entry = serviceEntry(doc, service);
    side.add(i === 0 ? stack([eyebrow(doc, 'Servicios'), entry], 8) : entry, 11);
  });
  const quotes = shortReviews(reviewCount);
  if (quotes.length > 0) side.add(spacer(10));
  quotes.forEach((review, i) => {
    const quote = reviewQuote(doc, review);
    side.add(i === 0 ? stack([eyebrow(doc, 'Opiniones'), quote], 8) : quote, 11);
  });

  const { count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(i);
    drawFooter(doc, profile, i + 1, count);
  }
  endTagging(doc);
  doc.end();
  await written;
  return { pages: count, bytes: (await stat(outputPath)).size };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const output = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'public', 'assets', 'cv.pdf'));
  const { pages, bytes } = await renderCv(output);
  console.log(`Escrito ${path.relative(process.cwd(), output)}: ${pages} página(s), ${oneDecimalText(bytes / 1024)} kB`);
}
