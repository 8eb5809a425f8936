import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { ClassNameMap } from './class-name-map.ts';

/** Gives the utilities in a stylesheet's selectors (nested ones too: `:where(.x)`) their short names. */
export function renameClassesInCss(css: string, map: ClassNameMap): string {
  const rename = selectorParser((selectors) =>
    selectors.walkClasses((node) => {
      node.value = map.get(node.value) ?? node.value;
    }),
  );
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    rule.selector = rename.processSync(rule.selector);
  });
  return root.toString();
}
