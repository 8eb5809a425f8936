// The shapes of the site's content. Components render these; they hold no copy of their own.

export type SectionId = 'home' | 'services' | 'about' | 'skills' | 'projects' | 'clients' | 'contact';

export interface Section {
  id: SectionId;
  label: string;
}

export interface Profile {
  name: string;
  /** Short brand shown as the logo. */
  initials: string;
  title: string;
  greeting: string;
  /** One or two sentences under the title in the hero. */
  pitch: string;
  /** Paragraphs of the "Sobre mi" section. */
  about: string[];
  email: string;
  phone: string;
  /** "City, Country": shown as is, and split into the JSON-LD address. */
  location: string;
  linkedinUrl: string;
  /** Public address of the site: canonical URL, sitemap, Open Graph. */
  siteUrl: string;
  /** Year the owner started working professionally: the stats count from it. */
  careerStartYear: number;
}

export type SkillType = 'front' | 'back' | 'tools';

export interface Skill {
  id: string;
  name: string;
  types: SkillType[];
  /** 0-100; the highest five of a filter are shown as large cards. */
  weight: number;
}

export interface Project {
  id: string;
  name: string;
  /** The owner's HTML, rendered as written: bare p, strong, em, br, ul, li (checked by project-html.test.ts). */
  description: string;
  skills: Skill['id'][];
  /** 1-5; the grid shows the heaviest first. */
  weight: number;
  /** A real picture of the project, as a path from the project's folder ("content/images/panel.png").
   *  Without it: content/images/{id}.png|jpg|jpeg|webp if there is one, else a drawn illustration.
   *  Either way the page shows assets/images/projects/{id}.jpg and its AVIF, WebP and 640 px siblings. */
  image?: string;
  /** CSS gradient painted behind the image. */
  imageBackground?: string;
  /** What the project achieved, shown on its card: the year it went live and one result. */
  outcome?: ProjectOutcome;
}

export interface ProjectOutcome {
  year: number;
  /** One short sentence, a fact a client can check ("Usada por 40 consultorios"). */
  result: string;
}

export interface ServiceSlide {
  id: 'app' | 'web' | 'code';
  model: { path: string; camera: { x: number; y: number; z: number } };
  title: string;
  items: [string, string, string];
}

export interface Review {
  stars: number;
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Visitor-facing text; `<br>` marks a line break and is the only markup allowed. */
  comment: string;
}

export type ThemePreference = 'light' | 'dark' | 'system';

export interface ThemeOption {
  name: string;
  value: ThemePreference;
  icon: 'sun' | 'moon' | 'monitor';
}

export interface Tab<Id extends string = string> {
  id: Id;
  name: string;
  shortName?: string;
}

export interface StatItem {
  title: string;
  value: string;
}

/** A month of a career, as the CV prints it ("mar. 2019"). */
export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

export interface Job {
  role: string;
  /** Employer or, for freelance work, how the owner worked ("Independiente"). */
  organization: string;
  location: string;
  start: YearMonth;
  /** Absent while the job goes on ("actualidad"). */
  end?: YearMonth;
  /** What the owner did and achieved there: two to four short lines. */
  highlights: string[];
}

export interface Education {
  title: string;
  institution: string;
  startYear: number;
  endYear: number;
}

export interface Language {
  name: string;
  /** Plain words, with the CEFR level where one applies ("Avanzado (C1)"). */
  level: string;
}
