import { createContext, createElement, useContext, type ReactNode } from 'react';
import { failureOf, noteRenderFailure } from '../render-failures.ts';
import { PlainContent } from './plain-content.ts';

type Component = (props: { children?: ReactNode }, ...rest: unknown[]) => ReactNode;

/** React's signal that a component waits (a thrown promise, `use()`): not a failure, React's own. */
const isSuspension = (error: unknown): boolean =>
  (typeof error === 'object' && error !== null && typeof (error as { then?: unknown }).then === 'function') || (error instanceof Error && error.message.startsWith('Suspense Exception'));

const Probe = createContext(undefined);

/**
 * Whether React is drawing right now: Astro asks each renderer whether a component is its own by
 * calling it bare, outside React, where a component with hooks throws; that is Astro's question,
 * not a failure to report. (useContext keeps no slot among a component's hooks, so asking is safe.)
 */
function insideReact(): boolean {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: the question is whether a hook can be called at all; useContext keeps no slot, so the order of the component's hooks is untouched.
    useContext(Probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * A React component of the site (a snippet's export, a live component a page declares), wrapped
 * (site-code/guard-components.ts): when it throws while being drawn, its
 * children (nothing, without) takes its place and the build hears of it. Called as a function inside the wrapper, so
 * its hooks are the wrapper's, in the same order on every render.
 */
export function guardLive(component: unknown, name: string, file: string, line: number): unknown {
  if (typeof component !== 'function' || (component as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) return component;
  const inner = component as Component;
  const guarded = (props: { children?: ReactNode }, ...rest: unknown[]) => {
    try {
      return inner(props, ...rest);
    } catch (error) {
      if (isSuspension(error) || !insideReact()) throw error;
      noteRenderFailure(failureOf(error, name, file, line));
      // Its content alone, if it was given any; else nothing.
      return props?.children === undefined || props.children === null ? null : createElement(PlainContent, null, props.children);
    }
  };
  Object.defineProperty(guarded, 'name', { value: inner.name || name });
  return guarded;
}
