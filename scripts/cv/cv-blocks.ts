// The CV's building blocks: each one measures itself and draws at the position the flow gives it.
import type { Profile, Project, Review, ServiceSlide } from '../../content/index.ts';
import { plainComment, plainDescription, skillNames, type SkillGroup } from './cv-content.ts';
import {
  artifact,
  drawCentredLine,
  drawText,
  measured,
  stack,
  textBlock,
  textHeight,
  textWidth,
  type Block,
  type TextStyle,
} from './cv-layout.ts';
import { colors, page } from './cv-style.ts';

const body: TextStyle = { font: 'regular', size: 9, color: colors.body, lineGap: 2.6 };
const small: TextStyle = { font: 'regular', size: 8.2, color: colors.body, lineGap: 2.2 };

/** Small upper-case label with a short accent rule: the one place the accent colour repeats. */
export function eyebrow(doc: PDFKit.PDFDocument, label: string): Block {
  const style: TextStyle = { font: 'heavy', size: 7.6, color: colors.accent, characterSpacing: 1.5, tag: 'H2' };
  return {
    height: () => 16,
    draw(x, y, width) {
      drawText(doc, label.toLocaleUpperCase('es'), style, x, y, width);
      artifact(doc, () => doc.rect(x, y + 12, 18, 1.6).fill(colors.accent));
    },
  };
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, style: TextStyle = body): Block {
  return textBlock(doc, text, style);
}

/** A list item with a hanging bullet, so wrapped lines align with the text, not the dot. */
export function bullet(doc: PDFKit.PDFDocument, text: string, style: TextStyle = small): Block {
  const indent = 10;
  return measured({
    height: (width) => textHeight(doc, text, style, width - indent),
    draw(x, y, width) {
      artifact(doc, () => doc.circle(x + 2.4, y + style.size * 0.62, 1.5).fill(colors.muted));
      drawText(doc, text, style, x + indent, y, width - indent);
    },
  });
}

export function projectEntry(doc: PDFKit.PDFDocument, project: Project): Block {
  const { paragraphs, bullets } = plainDescription(project.description);
  const stackLine = skillNames(project.skills).join('  ·  ');
  // The year and result, as the project's card on the site shows them.
  const outcome = project.outcome
    ? [textBlock(doc, `${project.outcome.year} · ${project.outcome.result}`, { font: 'semibold', size: 8.2, color: colors.accent })]
    : [];
  return stack(
    [
      textBlock(doc, project.name, { font: 'bold', size: 10.5, color: colors.fg, tag: 'H3' }),
      textBlock(doc, stackLine, { font: 'semibold', size: 7.4, color: colors.muted, characterSpacing: 0.3 }),
      ...outcome,
      stack([...paragraphs.map((p) => paragraph(doc, p)), ...bullets.map((b) => bullet(doc, b, { ...body, lineGap: 1.6 }))], 2),
    ],
    3.5,
  );
}

export function serviceEntry(doc: PDFKit.PDFDocument, service: ServiceSlide): Block {
  return stack(
    [
      textBlock(doc, service.title, { font: 'bold', size: 9.4, color: colors.fg, tag: 'H3' }),
      stack(
        service.items.map((item) => bullet(doc, item)),
        2,
      ),
    ],
    4,
  );
}

/** Skill names as soft pills that wrap to the column width, heaviest first. */
export function skillChips(doc: PDFKit.PDFDocument, group: SkillGroup): Block {
  const style: TextStyle = { font: 'semibold', size: 7.6, color: colors.fg };
  const padX = 6;
  const chipH = 15;
  const gap = 4;
  const layout = (width: number) => {
    const chips: { name: string; x: number; y: number; w: number }[] = [];
    let x = 0;
    let y = 0;
    for (const skill of group.skills) {
      const w = textWidth(doc, skill.name, style) + 2 * padX;
      if (x > 0 && x + w > width) {
        x = 0;
        y += chipH + gap;
      }
      chips.push({ name: skill.name, x, y, w });
      x += w + gap;
    }
    return { chips, height: y + chipH };
  };
  const label = textBlock(doc, group.label, { font: 'bold', size: 8.4, color: colors.fg, tag: 'H3' });
  const pills: Block = {
    height: (width) => layout(width).height,
    draw(x0, y0, width) {
      for (const chip of layout(width).chips) {
        artifact(doc, () => doc.roundedRect(x0 + chip.x, y0 + chip.y, chip.w, chipH, chipH / 2).fill(colors.chip));
        drawCentredLine(doc, chip.name, style, { x: x0 + chip.x, y: y0 + chip.y, width: chip.w, height: chipH });
      }
    },
  };
  return stack([label, pills], 5);
}

const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

export function reviewQuote(doc: PDFKit.PDFDocument, review: Review): Block {
  const quote = `“${plainComment(review).replace(/\n/g, ' ')}”`;
  const who = `${review.name} · ${regionNames.of(review.country) ?? review.country}`;
  const inner = stack(
    [textBlock(doc, quote, { ...small, color: colors.body }), textBlock(doc, who, { font: 'bold', size: 7.6, color: colors.muted })],
    4,
  );
  const indent = 9;
  return {
    height: (width) => inner.height(width - indent),
    draw(x, y, width) {
      artifact(doc, () => doc.rect(x, y + 1, 1.6, inner.height(width - indent) - 2).fill(colors.border));
      inner.draw(x + indent, y, width - indent);
    },
  };
}

/** Name, title and the ways to reach the owner; returns where the columns may start. */
export function drawHeader(doc: PDFKit.PDFDocument, profile: Profile, sinceLine: string): number {
  const x = page.marginX;
  const top = page.top;
  const badge = 50;
  // The monogram repeats the name that follows, so it is decoration for assistive technology.
  artifact(doc, () => doc.roundedRect(x, top, badge, badge, 12).fill(colors.accent));
  const monogram: TextStyle = { font: 'heavy', size: 19, color: colors.white, characterSpacing: -0.4, tag: 'Artifact' };
  drawCentredLine(doc, profile.initials, monogram, { x, y: top, width: badge, height: badge });

  const textX = x + badge + 16;
  const textW = 300;
  drawText(doc, profile.name, { font: 'heavy', size: 25, color: colors.fg, characterSpacing: -0.3, tag: 'H1' }, textX, top - 2, textW);
  drawText(doc, profile.title, { font: 'bold', size: 10.6, color: colors.accent }, textX, top + 29, textW);
  drawText(doc, sinceLine, { font: 'regular', size: 8.2, color: colors.muted }, textX, top + 44, textW);

  const contactX = page.width - page.marginX - page.sideWidth;
  const contact: { text: string; link?: string }[] = [
    { text: profile.email, link: `mailto:${profile.email}` },
    { text: profile.phone, link: `tel:${profile.phone.replace(/[^\d+]/g, '')}` },
    { text: profile.location },
    { text: profile.linkedinUrl.replace(/^https:\/\/(www\.)?/, ''), link: profile.linkedinUrl },
  ];
  contact.forEach((item, i) => {
    const style: TextStyle = {
      font: item.link ? 'semibold' : 'regular',
      size: 8.2,
      color: item.link ? colors.fg : colors.body,
      align: 'right',
      ...(item.link ? { link: item.link } : {}),
    };
    drawText(doc, item.text, style, contactX, top + 1 + i * 13, page.sideWidth);
  });

  const ruleY = top + badge + 22;
  artifact(doc, () =>
    doc
      .moveTo(x, ruleY)
      .lineTo(page.width - page.marginX, ruleY)
      .lineWidth(0.8)
      .strokeColor(colors.border)
      .stroke(),
  );
  return ruleY + 22;
}

export function drawFooter(doc: PDFKit.PDFDocument, profile: Profile, pageNumber: number, pageCount: number): void {
  const y = page.height - 34;
  const width = page.width - 2 * page.marginX;
  const style: TextStyle = { font: 'regular', size: 7.4, color: colors.muted, tag: 'Artifact' };
  drawText(doc, `${profile.name} · Currículum vitae`, style, page.marginX, y, width);
  const site = profile.siteUrl.replace(/^https:\/\//, '').replace(/\/$/, '');
  const right = pageCount > 1 ? `${site}  ·  ${pageNumber} / ${pageCount}` : site;
  // The site address stays a tagged link (an untagged annotation would be invisible to readers).
  drawText(doc, right, { ...style, align: 'right', link: profile.siteUrl, tag: 'Link' }, page.marginX, y, width);
}
