import type { SiteModel } from '../config/model.ts';

const MODULE_ID = 'virtual:quire/config';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Hands the validated model to components. The model is serialised once here, so components
 * never read site.json or run the validator themselves.
 */
export function virtualConfigPlugin(getModel: () => SiteModel, extra: () => Record<string, unknown>) {
  return {
    name: 'quire:virtual-config',
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id: string) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const site = ${JSON.stringify(getModel())};\nexport const project = ${JSON.stringify(extra())};\n`;
    },
  };
}
