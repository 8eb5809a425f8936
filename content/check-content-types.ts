// Whether the content has the shapes of types.ts, as `tsc -p tsconfig.json` judges it: one Spanish
// line per problem, `content/skills.ts, línea 16: <TypeScript's own message in Spanish>`. The
// commands that read the content import it through esbuild, which drops the types unread and
// stops at a slip of syntax in English; unchecked, a skill without `name:` makes the build's rules
// throw a TypeError, and a service without `title:` builds a page without it. So this runs first,
// in a process of its own (scripts/check-content.ts), and in `npm run dev` at each page load and save.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as TS from 'typescript';

// Required, not imported: an import first scans this 9 MB CommonJS file for its names, 0.4 s more.
const ts = createRequire(import.meta.url)('typescript') as typeof TS;

/** The content's problems of type or syntax now; none when `tsc` would find none in content/. */
type ContentTypeCheck = () => string[];

/** The compiler with one set of options, and its last program, so a new check parses only what changed. */
interface Compiler {
  options: TS.CompilerOptions;
  host: TS.CompilerHost;
  program?: TS.Program;
}

function compiler(options: TS.CompilerOptions, isContent: (fileName: string) => boolean): Compiler {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const parsed = new Map<string, TS.SourceFile>();
  // Libraries and packages do not change while `npm run dev` runs: parsed once. The content's
  // files are read at each check, and parsed again when their text changed.
  host.getSourceFile = (fileName, language, onError, fresh) => {
    const kept = fresh ? undefined : parsed.get(fileName);
    if (kept && (!isContent(fileName) || ts.sys.readFile(fileName) === kept.text)) return kept;
    const file = parse(fileName, language, onError, fresh);
    if (file) parsed.set(fileName, file);
    return file;
  };
  return { options, host };
}

/** TypeScript's messages in Spanish (its package ships them in lib/es/), for this whole process. */
let spanish = false;
function speakSpanish(): void {
  if (!spanish) ts.validateLocaleAndSetLanguage('es', ts.sys);
  spanish = true;
}

export function contentTypeCheck(root: string): ContentTypeCheck {
  const contentDir = path.join(root, 'content');
  const isContent = (fileName: string) => path.resolve(fileName).startsWith(contentDir + path.sep);
  const rootNames = [path.join(contentDir, 'index.ts')];
  const tsconfig = path.join(root, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: ({ messageText }) => {
      throw new Error(`${tsconfig}: ${ts.flattenDiagnosticMessageText(messageText, ' ')}`);
    },
  });
  if (!config) throw new Error(`${tsconfig}: no se pudo leer`);
  const exact = compiler(config.options, isContent);
  // The content is plain data: it needs the ECMAScript library, not the types of the DOM, Node,
  // Vite or React (whose JSX runtime `jsx` brings into every module). Measured on this content, a
  // first check takes 0.4 s without them and 1.2 s with them. A name that needed them would be a
  // problem here, and every problem is judged again with the project's exact options: what this
  // says is what tsc says.
  const { jsx: _jsx, ...plain } = config.options;
  const lean = compiler({ ...plain, types: [], lib: config.options.lib?.filter((lib) => !/^lib\.dom\b/.test(lib)) }, isContent);

  const problems = (use: Compiler): string[] => {
    const program = ts.createProgram({ rootNames, options: use.options, host: use.host, oldProgram: use.program });
    use.program = program;
    const own = (diagnostic: TS.Diagnostic): diagnostic is TS.DiagnosticWithLocation =>
      diagnostic.file !== undefined && isContent(diagnostic.file.fileName);
    // As tsc does: types are judged once the syntax holds (a missing comma sets off errors of type
    // that are not the owner's).
    const syntax = program.getSyntacticDiagnostics().filter(own);
    const found = syntax.length > 0 ? syntax : program.getSemanticDiagnostics().filter(own);
    return found.map((diagnostic) => sentence(root, diagnostic));
  };

  let last: { read: string; said: string[] } | undefined;
  return () => {
    // The content as the last check read it: its answer stands (most page loads in `npm run dev`).
    if (last && last.read === contentRead(lean.program, contentDir, isContent)) return last.said;
    speakSpanish();
    const found = problems(lean);
    const said = found.length === 0 ? [] : problems(exact);
    last = { read: contentRead(lean.program, contentDir, isContent), said };
    return said;
  };
}

/** The names in content/ (a file added or removed) and the text of each content file a program read. */
function contentRead(program: TS.Program | undefined, contentDir: string, isContent: (fileName: string) => boolean): string {
  const files = program?.getSourceFiles().filter((file) => isContent(file.fileName)) ?? [];
  return JSON.stringify([readdirSync(contentDir), files.map((file) => [file.fileName, ts.sys.readFile(file.fileName)])]);
}

function sentence(root: string, { file, start, messageText }: TS.DiagnosticWithLocation): string {
  const where = `${path.relative(root, file.fileName).split(path.sep).join('/')}, línea ${file.getLineAndCharacterOfPosition(start).line + 1}`;
  return `${where}: ${ts.flattenDiagnosticMessageText(messageText, ' ').replace(/\s+/g, ' ').trim()}`;
}

/** The content's problems of type or syntax, checked once. */
export const contentTypeProblems = (root: string): string[] => contentTypeCheck(root)();
