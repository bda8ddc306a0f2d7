import { authoringComponentsModule } from '../components/mdx/authoring-components.ts';
import { exactIds } from './hook-filters.ts';

const AUTHORING_COMPONENTS_ID = 'virtual:quire/authoring-components';
const RESOLVED_AUTHORING_COMPONENTS_ID = `\0${AUTHORING_COMPONENTS_ID}`;

/**
 * `virtual:quire/authoring-components`: the components pages are drawn with, those `names` gives
 * (read when the first page's route is bundled) or every one (`'all'`).
 */
export function authoringComponentsPlugin(names: () => ReadonlySet<string> | 'all') {
  return {
    name: 'quire:authoring-components',
    resolveId: { filter: exactIds(AUTHORING_COMPONENTS_ID), handler: () => RESOLVED_AUTHORING_COMPONENTS_ID },
    load: { filter: exactIds(RESOLVED_AUTHORING_COMPONENTS_ID), handler: () => authoringComponentsModule(names()) },
  };
}
