import { createElement, isValidElement, type ReactNode } from 'react';
import { textOf } from '../mdx/props.ts';
import { safeUrl } from '../../utils/url-safety.ts';
import { isExternalUrl } from '../../utils/urls.ts';

/**
 * What the React equivalents of Quire's components share (equivalents.ts): the icons the build
 * resolved for the file that draws them, and props read as Mintlify's components read them, so a
 * component never throws on what site code hands it.
 */

export { calloutIconKey, type IconTable } from './icon-table.ts';
import type { IconTable } from './icon-table.ts';

/** Props as site code hands them: anything at all. */
export type AnyProps = Record<string, unknown> & { children?: ReactNode };

/** A bare attribute (`defaultOpen`) is true; `"false"` as some pages write it is off. */
export const on = (value: unknown): boolean => value !== undefined && value !== null && value !== false && value !== 'false';

/** A prop drawn as content: text, a React element, or a list of them; a plain object, `null` or a function draws nothing. */
export function reactContent(value: unknown): ReactNode {
  if (Array.isArray(value)) {
    const items = value.map(reactContent).filter((item) => item !== undefined && item !== null);
    return items.length > 0 ? items : undefined;
  }
  if (isValidElement(value)) return value;
  return textOf(value);
}

/**
 * An icon as Quire draws one: a name the build resolved, an image URL or path, or an element
 * the code wrote (an inline <svg>). A name the build could not see (`icon={props.icon}` handed
 * from a page) draws nothing rather than a wrong icon.
 */
export function iconElement(icons: IconTable, icon: unknown, className: string): ReactNode {
  if (isValidElement(icon)) return createElement('span', { className }, icon);
  if (typeof icon !== 'string' || icon.trim() === '') return null;
  const svg = icons[icon.trim()];
  if (svg !== undefined) return createElement('span', { className, dangerouslySetInnerHTML: { __html: svg } });
  const image = /[/.]/.test(icon) ? safeUrl(icon.trim(), 'image') : undefined;
  return image ? createElement('span', { className }, createElement('img', { src: image, alt: '' })) : null;
}

/** A link's target and rel: script URLs refused; one off the site opens with no opener. */
export function linkOf(value: unknown): { href?: string; rel?: string } {
  const href = safeUrl(typeof value === 'string' ? value.trim() : undefined);
  if (href === undefined || href === '') return {};
  return { href, rel: isExternalUrl(href) ? 'noopener noreferrer' : undefined };
}

/** A Mintlify-style id made safe for the page (React's useId gives `«r0»`). */
export const plainId = (id: string): string => `q-${id.replace(/[^\w-]/g, '')}`;
