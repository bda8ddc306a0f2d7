import { Fragment, jsx } from 'astro/jsx-runtime';
import NotYetRendered from './NotYetRendered.astro';
import { failureOf, noteRenderFailure } from '../render-failures.ts';

type Component = (props: Record<string, unknown>, ...rest: unknown[]) => unknown;

/**
 * A component a page or snippet declares, as Astro draws it (source/guard-components.ts wraps
 * each): when it throws while being drawn, the neutral block with its children (nothing, without) takes its place
 * and the build hears of it, instead of the page failing.
 */
export function guardStatic(component: unknown, name: string, file: string, line: number): unknown {
  if (typeof component !== 'function') return component;
  const inner = component as Component;
  const fallback = (error: unknown, props: Record<string, unknown> | undefined) => {
    noteRenderFailure(failureOf(error, name, file, line));
    // Its content, if it was given any, in the neutral block; else nothing.
    return props?.children === undefined || props.children === null ? jsx(Fragment, {}) : jsx(NotYetRendered, { children: props.children });
  };
  const guarded = (props: Record<string, unknown>, ...rest: unknown[]) => {
    try {
      const drawn = inner(props, ...rest);
      return drawn instanceof Promise ? drawn.catch((error: unknown) => fallback(error, props)) : drawn;
    } catch (error) {
      return fallback(error, props);
    }
  };
  Object.defineProperty(guarded, 'name', { value: inner.name || name });
  return guarded;
}
