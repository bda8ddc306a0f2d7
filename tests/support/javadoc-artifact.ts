import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './run-build.ts';

// The Java sample library the Javadoc reader is tested on (tests/support/javadoc-sample/src) and
// the HTML the JDK's javadoc made of it, kept as tests/fixtures/docs-json-sdk/sdk-artifacts/javadoc
// (its .html files and element-list only: the reader needs none of the scripts and styles). After
// changing the sample, make the fixture again:
//   javadoc -quiet -notimestamp -d /tmp/javadoc -sourcepath tests/support/javadoc-sample/src -subpackages com.example
// then copy /tmp/javadoc's *.html files and element-list over the fixture's.

export const JAVADOC_SAMPLE_SOURCE = join(projectRoot, 'tests/support/javadoc-sample/src');
export const JAVADOC_FIXTURE = join(projectRoot, 'tests/fixtures/docs-json-sdk/sdk-artifacts/javadoc');

/** The text files of a Javadoc output folder the site's reader passes on (HTML pages, element-list, package-list), by POSIX path inside it. */
export function javadocFiles(dir: string): Map<string, string> {
  const paths = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => path.split('\\').join('/'));
  return new Map(
    paths
      .filter((path) => path.endsWith('.html') || path.endsWith('element-list') || path.endsWith('package-list'))
      .sort()
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );
}

/** Runs the JDK's javadoc on the sample as Mintlify's SDK setup says to, into `out`. */
export function runJavadoc(out: string): { status: number | null; output: string } {
  const made = spawnSync('javadoc', ['-quiet', '-d', out, '-sourcepath', JAVADOC_SAMPLE_SOURCE, '-subpackages', 'com.example'], { encoding: 'utf8' });
  const missing = made.error ? `${made.error.message} (tests/support/ensure-sample-tools.mjs installs openjdk-17-jdk-headless, which has javadoc)` : '';
  return { status: made.status, output: `${missing}${made.stdout ?? ''}${made.stderr ?? ''}` };
}
