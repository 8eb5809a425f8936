// Run by package.json before every owner command that imports content/ (build, start, dev,
// generate, deploy…): a slip of syntax there stops the import itself, in esbuild's English, so
// the check cannot live inside those commands. Says each problem in Spanish, with its file and
// line, and exits 1; says nothing when there is none.
// Measured on this content, `time tsx scripts/check-content.ts`: 0.9 s, of which 0.25 s starts Node
// and tsx, 0.3 s loads TypeScript and 0.35 s is the check.
import path from 'node:path';
import { contentTypeProblems } from '../content/check-content-types.ts';

const root = path.resolve(import.meta.dirname, '..');
const problems = contentTypeProblems(root);
if (problems.length > 0) {
  // Imported only now: its HTML parser takes 0.7 s to load, and the content keeps its types most times.
  const { contentProblemsReport } = await import('../content/validate-content.ts');
  console.error(contentProblemsReport(problems));
  process.exit(1);
}
