import type { Plugin } from 'vite';
import { classNameMap, isPageSource, type ClassNameMap } from './class-name-map.ts';
import { renameClassesInCode } from './rename-in-code.ts';
import { renameClassesInCss } from './rename-in-css.ts';

const SCRIPT = /\.[jt]sx?$/;
const STYLESHEET = /\.css(\?.*)?$/;

/**
 * Short utility names in the production build, client and prerender alike (./class-name-map.ts).
 * `npm run dev` and the unit tests keep the names the sources write. Both renamings happen as
 * modules are transformed, before Vite hashes the files' names from their content: a cached file
 * never holds other names than the HTML of its build.
 */
export function shortClassNames(): Plugin[] {
  let map: ClassNameMap;
  return [
    {
      // Without `enforce`, after Tailwind (enforce: 'pre') and Vite's own CSS plugin have built the
      // stylesheet, before Vite turns it into a module.
      name: 'short-class-names:css',
      apply: 'build',
      async buildStart() {
        map = await classNameMap();
      },
      transform(css, id) {
        return STYLESHEET.test(id) ? { code: renameClassesInCss(css, map), map: null } : null;
      },
    },
    {
      // After TypeScript and JSX are compiled: only JavaScript's own strings are left.
      name: 'short-class-names:code',
      apply: 'build',
      enforce: 'post',
      transform(code, id) {
        // Only the page's own modules: a library's strings are never its class names.
        return SCRIPT.test(id) && isPageSource(id) ? renameClassesInCode(code, map, id) : null;
      },
    },
  ];
}
