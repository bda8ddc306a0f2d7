import { Fragment, jsx } from 'astro/jsx-runtime';
import { failureOf, noteRenderFailure } from '../render-failures.ts';

type Component = (props: Record<string, unknown>, ...rest: unknown[]) => unknown;

/**
 * A component a page or snippet declares, as Astro draws it (site-code/guard-components.ts wraps
 * each): when it throws while being drawn, its children alone (nothing, without) take its place
 * and the build hears of it, instead of the page failing.
 */
export function guardStatic(component: unknown, name: string, file: string, line: number): unknown {
  if (typeof component !== 'function') return component;
  const inner = component as Component;
  const fallback = (error: unknown, props: Record<string, unknown> | undefined) => {
    noteRenderFailure(failureOf(error, name, file, line));
    // Its content alone, if it was given any (as an unknown name is drawn, UnknownComponent.astro); else nothing.
    return props?.children === undefined || props.children === null ? jsx(Fragment, {}) : jsx(Fragment, { children: props.children });
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
