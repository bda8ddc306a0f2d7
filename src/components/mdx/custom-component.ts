import { createComponent } from 'astro/runtime/server/index.js';
import CustomComponent from './CustomComponent.astro';

type Factory = (result: unknown, props: Record<string, unknown>, slots: unknown) => unknown;

/**
 * The stand-in for one export of a `.jsx`/`.tsx` file a page imports: an Astro component that
 * draws CustomComponent.astro with the export's name and file, so the page builds and shows
 * where the component was. `createComponent` is what compiled `.astro` files call themselves.
 */
export function customComponentPlaceholder(componentName: string, from: string): unknown {
  const inner = CustomComponent as unknown as Factory & { moduleId?: string };
  return createComponent(((result: unknown, props: Record<string, unknown>, slots: unknown) => inner(result, { ...props, componentName, from }, slots)) as never, inner.moduleId);
}
