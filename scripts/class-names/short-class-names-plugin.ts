import type { Plugin } from 'vite';
import { isPageSource, type ClassNameMap } from './class-name-map.ts';
import { renameClassesInCode } from './rename-in-code.ts';
import { renameClassesInCss } from './rename-in-css.ts';

const SCRIPT = /\.[jt]sx?$/;
const STYLESHEET = /\.css(\?.*)?$/;

/**
 * Short utility names in the production build, client and prerender alike: scripts/build.ts
 * computes `map` once (./class-name-map.ts) and gives both builds this plugin, so `npm run dev`
 * and the unit tests keep the names the sources write. Both renamings happen as modules are
 * transformed, before Vite hashes the files' names from their content: a cached file never holds
 * other names than the HTML of its build.
 */
export function shortClassNames(map: ClassNameMap): Plugin[] {
  return [
    {
      // Without `enforce`, after Tailwind (enforce: 'pre') and Vite's own CSS plugin have built the
      // stylesheet, before Vite turns it into a module.
      name: 'short-class-names:css',
      transform(css, id) {
        return STYLESHEET.test(id) ? { code: renameClassesInCss(css, map), map: null } : null;
      },
    },
    {
      // After TypeScript and JSX are compiled: only JavaScript's own strings are left.
      name: 'short-class-names:code',
      enforce: 'post',
      transform(code, id) {
        // Only the page's own modules: a library's strings are never its class names.
        return SCRIPT.test(id) && isPageSource(id) ? renameClassesInCode(code, map, id) : null;
      },
    },
  ];
}
