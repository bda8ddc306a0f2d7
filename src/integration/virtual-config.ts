import { buildSiteModel, type SiteModel } from '../config/model.ts';

export const VIRTUAL_CONFIG_ID = 'virtual:quire/config';
export const RESOLVED_VIRTUAL_CONFIG_ID = `\0${VIRTUAL_CONFIG_ID}`;

/** The current model; in dev it is replaced whenever site.json is saved. */
export interface SiteState {
  model: SiteModel;
  /** Dev only: site.json's problems, formatted, while it is broken. */
  problems?: string;
}

/** What the dev server renders with while site.json is broken; never reaches a build. */
export const PLACEHOLDER_MODEL = buildSiteModel({
  name: 'site.json has problems',
  navigation: [],
  topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
  feedback: { suggestEdit: false, raiseIssue: false },
  modeToggle: { isHidden: false },
});

/**
 * Hands the validated model to components. The model is serialised here, so components never
 * read site.json or run the validator themselves.
 */
export function virtualConfigPlugin(state: SiteState, extra: () => Record<string, unknown>) {
  return {
    name: 'quire:virtual-config',
    resolveId(id: string) {
      return id === VIRTUAL_CONFIG_ID ? RESOLVED_VIRTUAL_CONFIG_ID : undefined;
    },
    load(id: string) {
      if (id !== RESOLVED_VIRTUAL_CONFIG_ID) return undefined;
      const project = { ...extra(), problems: state.problems };
      return `export const site = ${JSON.stringify(state.model)};\nexport const project = ${JSON.stringify(project)};\n`;
    },
  };
}
