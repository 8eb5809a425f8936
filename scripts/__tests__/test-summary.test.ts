import { describe, expect, it } from 'vitest';
import { summarizePlaywright, summarizeVitest, type PlaywrightReport, type VitestReport } from '../test-summary.ts';

// Shaped like the reporters' real output (Playwright 1.5x `json`, Vitest 4 `json`), colours included.
const red = (text: string) => `\u001b[31m${text}\u001b[39m`;
const failure = (retry: number, message: string) => ({ status: 'failed', retry, error: { message } });

const playwrightReport: PlaywrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      specs: [
        {
          title: 'passes',
          file: 'page.spec.ts',
          line: 3,
          tests: [{ projectName: 'mobile', status: 'expected', results: [{ status: 'passed', retry: 0 }] }],
        },
      ],
      suites: [
        {
          specs: [
            {
              title: 'the footer is alive',
              file: 'first-impression.spec.ts',
              line: 40,
              tests: [
                {
                  projectName: 'mobile',
                  status: 'unexpected',
                  results: [
                    failure(0, `Error: la parte ${red('projects')} no despertó`),
                    { status: 'timedOut', retry: 1, error: { message: 'Test timeout of 30000ms exceeded.' } },
                  ],
                },
              ],
            },
            {
              title: 'the menu opens',
              file: 'side-menu.spec.ts',
              line: 12,
              tests: [
                {
                  projectName: 'desktop',
                  status: 'flaky',
                  results: [failure(0, 'Error: el menú no se abrió'), { status: 'passed', retry: 1 }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('summarizePlaywright', () => {
  const lines = summarizePlaywright(playwrightReport);

  it('counts the outcomes, then names each failed test with every attempt, colours stripped', () => {
    expect(lines.slice(0, 6)).toEqual([
      '  1 bien, 1 mal, 1 inestables, 0 omitidas',
      '  FALLÓ: [mobile] first-impression.spec.ts:40 › the footer is alive',
      '    intento 1: failed',
      '      Error: la parte projects no despertó',
      '    intento 2: timedOut',
      '      Test timeout of 30000ms exceeded.',
    ]);
  });

  it('names a flaky test with the error of its failed attempt, and no passing test', () => {
    expect(lines.slice(6)).toEqual([
      '  INESTABLE (pasó al reintentar): [desktop] side-menu.spec.ts:12 › the menu opens',
      '    intento 1: failed',
      '      Error: el menú no se abrió',
    ]);
    expect(lines.join('\n')).not.toContain('passes');
  });

  it('keeps a long error to its first lines and says how many were left out', () => {
    const long = Array.from({ length: 30 }, (_, index) => `línea ${index + 1}`).join('\n\n');
    const [, , , ...excerpt] = summarizePlaywright({
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          specs: [
            {
              title: 't',
              file: 'f.spec.ts',
              line: 1,
              tests: [{ projectName: 'mobile', status: 'unexpected', results: [failure(0, long)] }],
            },
          ],
        },
      ],
    });
    expect(excerpt).toHaveLength(15);
    expect(excerpt[13]).toBe('      línea 14');
    expect(excerpt[14]).toContain('16 líneas más');
  });
});

describe('summarizeVitest', () => {
  const report: VitestReport = {
    numPassedTests: 12,
    numFailedTests: 1,
    testResults: [
      {
        name: '/p/ok.test.ts',
        status: 'passed',
        message: '',
        assertionResults: [{ fullName: 'ok', status: 'passed', failureMessages: [] }],
      },
      {
        name: '/p/schema.test.ts',
        status: 'failed',
        message: '',
        assertionResults: [
          {
            fullName: 'contact schema refuses an empty name',
            status: 'failed',
            failureMessages: [`AssertionError: ${red('expected')} true`],
          },
        ],
      },
      { name: '/p/broken.test.ts', status: 'failed', message: 'SyntaxError: Unexpected token', assertionResults: [] },
    ],
  };

  it('names each failed test and each file that failed before any test ran, with their errors', () => {
    expect(summarizeVitest(report)).toEqual([
      '  12 bien, 1 mal',
      '  FALLÓ: /p/schema.test.ts › contact schema refuses an empty name',
      '      AssertionError: expected true',
      '  FALLÓ el archivo: /p/broken.test.ts',
      '      SyntaxError: Unexpected token',
    ]);
  });
});
