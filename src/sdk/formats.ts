import type { SdkArtifact, SdkFormat } from './artifact.ts';
import { parseTypeDocJson } from './typedoc-json.ts';

/*
 * The SDK formats Mintlify documents (`sdk.format` in docs.json) and the reader of each. A reader
 * is imported when a site has an artifact of its format, so a site without one loads no XML, YAML
 * or HTML parser for it. TypeDoc's is plain JSON in the model every reader lowers into, which the
 * navigation loads anyway.
 */

const fileText = (artifact: SdkArtifact) => (artifact.shape === 'file' ? artifact.text : '');
const folderFiles = (artifact: SdkArtifact) => (artifact.shape === 'directory' ? artifact.files : new Map<string, string>());

export const SDK_FORMATS: Readonly<Record<string, SdkFormat>> = {
  typedoc: {
    shape: 'file',
    expected: 'a TypeDoc JSON export (typedoc --json)',
    language: 'ts',
    parse: async (artifact) => parseTypeDocJson(fileText(artifact)),
  },
  javadoc: {
    shape: 'directory',
    expected: "Javadoc's HTML (javadoc -d <folder>, or a -javadoc.jar)",
    language: 'java',
    parse: async (artifact) => (await import('./javadoc/javadoc-html.ts')).parseJavadocHtml(folderFiles(artifact)),
  },
  sphinx: {
    shape: 'directory',
    expected: "Sphinx's JSON builder output (python -m sphinx -b json <source> <folder>)",
    language: 'python',
    parse: async (artifact) => (await import('./sphinx/sphinx-json.ts')).parseSphinxJson(folderFiles(artifact)),
  },
  docfx: {
    shape: 'directory',
    expected: "DocFX's ManagedReference YAML (docfx metadata docfx.json)",
    language: 'csharp',
    parse: async (artifact) => (await import('./docfx/docfx-yaml.ts')).parseDocfxYaml(folderFiles(artifact)),
  },
  phpdoc: {
    shape: 'file',
    expected: "phpDocumentor's structure.xml (phpdoc --template=xml)",
    language: 'php',
    parse: async (artifact) => (await import('./phpdoc/phpdoc-xml.ts')).parsePhpdocXml(fileText(artifact)),
  },
};

/** The format docs.json names, when Quire reads it. */
export const sdkFormat = (format: unknown): SdkFormat | undefined => (typeof format === 'string' && Object.hasOwn(SDK_FORMATS, format) ? SDK_FORMATS[format] : undefined);
