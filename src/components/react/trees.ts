// biome-ignore-all lint/correctness/noComponentHookFactories: the factory runs once per module of site code that draws these (the build's binding line), never inside a render, so each component keeps one identity.
import { createElement as h } from 'react';
import { textOf } from '../mdx/props.ts';
import { on, type AnyProps } from './equivalent-kit.ts';

/** An author's style object on a tree: only custom properties (`--tree-highlight`) pass, as Tree.astro lets them. */
function customProperties(style: unknown): Record<string, string> | undefined {
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return undefined;
  const kept = Object.entries(style).filter(([key, value]) => /^--[\w-]+$/.test(key) && (typeof value === 'string' || typeof value === 'number') && /^[^;{}<>]*$/.test(String(value)));
  return kept.length > 0 ? Object.fromEntries(kept.map(([key, value]) => [key, String(value)])) : undefined;
}

const classes = (...names: Array<string | false>) => names.filter(Boolean).join(' ');

/**
 * Tree.astro, TreeFolder.astro and TreeFile.astro as React code draws them (`<Tree.Folder>`): the
 * rows of tree-markup.ts, made operable by the same script (client/tree.ts, which also puts the
 * first row in the tab order where no row is).
 */
export function treeEquivalents() {
  const Folder = (props: AnyProps) => {
    const openable = props.openable === undefined || on(props.openable);
    const open = on(props.defaultOpen) || !openable;
    return h(
      'li',
      {
        role: 'treeitem',
        tabIndex: -1,
        className: classes('tree-folder', on(props.highlight) && 'tree-highlight'),
        'aria-expanded': openable ? String(open) : undefined,
        'data-openable': openable ? undefined : 'false',
      },
      h('span', { className: 'tree-label' }, textOf(props.name) ?? ''),
      h('ul', { role: 'group' }, props.children),
    );
  };
  const File = (props: AnyProps) =>
    h('li', { role: 'treeitem', tabIndex: -1, className: classes('tree-file', on(props.highlight) && 'tree-highlight') }, h('span', { className: 'tree-label' }, textOf(props.name) ?? ''));
  const Tree = Object.assign((props: AnyProps) => h('quire-tree', { className: 'tree', style: customProperties(props.style) }, h('ul', { role: 'tree', 'aria-label': 'Files' }, props.children)), {
    Folder,
    File,
  });
  return { Tree };
}
