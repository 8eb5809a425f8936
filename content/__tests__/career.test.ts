import { describe, expect, it } from 'vitest';
import { education, jobs, languages, profile, projects } from '..';

// The rules the owner's path must keep, so the CV and the cards never say something impossible.
const thisYear = new Date().getFullYear();
const months = (d: { year: number; month: number }) => d.year * 12 + d.month;

describe('project outcomes', () => {
  it('are dated within the career and say one short sentence', () => {
    for (const { id, outcome } of projects) {
      if (!outcome) continue;
      expect(Number.isInteger(outcome.year), id).toBe(true);
      expect(outcome.year, id).toBeGreaterThanOrEqual(profile.careerStartYear);
      expect(outcome.year, id).toBeLessThanOrEqual(thisYear);
      expect(outcome.result, id).toMatch(/^\S.{9,88}\.$/);
      expect(outcome.result, id).not.toMatch(/[<>]/);
    }
  });
});

describe('jobs', () => {
  it('run newest first, each ending after it starts, only the first one still going', () => {
    expect(jobs.length).toBeGreaterThan(0);
    jobs.forEach((job, i) => {
      expect(job.start.month, job.role).toBeGreaterThanOrEqual(1);
      expect(job.start.month, job.role).toBeLessThanOrEqual(12);
      if (job.end) expect(months(job.end), job.role).toBeGreaterThan(months(job.start));
      else expect(i, `${job.role} has no end but is not the current job`).toBe(0);
      const next = jobs[i + 1];
      if (next) expect(months(next.start), job.role).toBeLessThan(months(job.start));
      expect(job.highlights.length, job.role).toBeGreaterThanOrEqual(1);
      expect(job.highlights.length, job.role).toBeLessThanOrEqual(4);
    });
  });

  it('start the career in the year the stats count from', () => {
    expect(Math.min(...jobs.map((job) => job.start.year))).toBe(profile.careerStartYear);
  });
});

describe('education and languages', () => {
  it('have titles, institutions and years in order', () => {
    expect(education.length).toBeGreaterThan(0);
    for (const entry of education) {
      expect(entry.title.trim(), entry.title).not.toBe('');
      expect(entry.institution.trim(), entry.title).not.toBe('');
      expect(entry.endYear, entry.title).toBeGreaterThanOrEqual(entry.startYear);
      expect(entry.endYear, entry.title).toBeLessThanOrEqual(thisYear);
    }
  });

  it('name each language once, with its level', () => {
    expect(languages.length).toBeGreaterThan(0);
    expect(new Set(languages.map((l) => l.name)).size).toBe(languages.length);
    for (const language of languages) expect(language.level.trim(), language.name).not.toBe('');
  });
});
