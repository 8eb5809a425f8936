// The CV's career blocks: jobs with their dates, education and languages (content/career.ts).
import type { Education, Job, Language } from '../../content/index.ts';
import { bullet } from './cv-blocks.ts';
import { period, yearSpan } from './cv-content.ts';
import { drawText, measured, stack, textBlock, textHeight, type Block, type TextStyle } from './cv-layout.ts';
import { colors } from './cv-style.ts';

const dates: TextStyle = { font: 'semibold', size: 7.6, color: colors.muted, align: 'right' };
const DATES_WIDTH = 96;

/** A heading on the left with its dates flush right on the same line (wrapping under a long role). */
function headingWithDates(doc: PDFKit.PDFDocument, heading: string, when: string, style: TextStyle): Block {
  const headingWidth = (width: number) => width - DATES_WIDTH - 8;
  return measured({
    height: (width) => textHeight(doc, heading, style, headingWidth(width)),
    draw(x, y, width) {
      drawText(doc, heading, style, x, y, headingWidth(width));
      // Dates after the heading in the reading order, and level with its first line.
      drawText(doc, when, dates, x + width - DATES_WIDTH, y + (style.size - dates.size) * 0.6, DATES_WIDTH);
    },
  });
}

export function jobEntry(doc: PDFKit.PDFDocument, job: Job): Block {
  return stack(
    [
      headingWithDates(doc, job.role, period(job.start, job.end), { font: 'bold', size: 10.2, color: colors.fg, tag: 'H3' }),
      textBlock(doc, `${job.organization} · ${job.location}`, { font: 'semibold', size: 8, color: colors.accent }),
      stack(
        job.highlights.map((line) => bullet(doc, line, { font: 'regular', size: 8.6, color: colors.body, lineGap: 1.8 })),
        2,
      ),
    ],
    3,
  );
}

export function educationEntry(doc: PDFKit.PDFDocument, entry: Education): Block {
  return stack(
    [
      textBlock(doc, entry.title, { font: 'bold', size: 8.8, color: colors.fg, lineGap: 1, tag: 'H3' }),
      textBlock(doc, entry.institution, { font: 'regular', size: 8, color: colors.body, lineGap: 1 }),
      textBlock(doc, yearSpan(entry.startYear, entry.endYear), { font: 'semibold', size: 7.6, color: colors.muted }),
    ],
    2,
  );
}

/** One language a line: "Inglés: Avanzado (C1)". */
export function languageLine(doc: PDFKit.PDFDocument, language: Language): Block {
  return textBlock(doc, `${language.name}: ${language.level}`, { font: 'regular', size: 8.4, color: colors.body });
}
