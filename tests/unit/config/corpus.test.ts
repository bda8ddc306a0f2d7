import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatJsonPath } from '../../../src/config/json-path.ts';
import { formatProblem } from '../../../src/config/problems.ts';
import { validateSiteJsonText } from '../../../src/config/validate.ts';
import { corpusSkip } from '../../support/corpus.ts';

/**
 * Every real mint.json of ../shared/corpus against the contract. The outcomes were checked by hand
 * against ../shared/notes/real-world-configs.md: 14 accepted (with unknown-key warnings), 22
 * rejected for real contract violations, 4 not JSON.
 */
const CORPUS = join(import.meta.dirname, '../../../../shared/corpus/mint-json');

type Outcome = { warnings: number } | { problems: string[] };

const EXPECTED: Record<string, Outcome> = {
  '01-getlago__lago-doc.json': { warnings: 10 },
  '02-novuhq__docs.json': { warnings: 6 },
  '03-upstash__docs.json': { problems: ['footerSocials.x'] },
  '04-livepeer__docs.json': { problems: ['anchors[3].iconType', 'footerSocials'] },
  '05-julep-ai__julep.json': { problems: ['anchors[0].iconType', 'footerSocials.x'] },
  '06-0xStation__docs.json': { problems: ['colors.background.light'] },
  '07-Scale3-Labs__langtrace-docs.json': { problems: ['footerSocials.youtube'] },
  '08-AdamikHQ__adamik-documentation.json': { problems: ['footerSocials.x'] },
  '09-AdamikHQ__adamik-documentation.json': { problems: ['footerSocials.x'] },
  '10-Cloudanix__docs.json': { warnings: 3 },
  '11-hoppscotch__docs.json': { warnings: 6 },
  '12-axiomhq__docs.json': { warnings: 6 },
  '13-traceloop__docs.json': { problems: ['colors.background.light'] },
  '14-Portkey-AI__docs-core.json': { problems: ['footerSocials.x'] },
  '15-makeplane__docs.json': { problems: ['colors.background.light'] },
  '16-Chainlit__docs.json': { problems: ['colors.background.light', 'footerSocials.x'] },
  '17-Unstructured-IO__docs.json': { warnings: 4 },
  '18-shuttle-hq__shuttle-docs.json': { problems: ['versions[0]', 'versions[1]'] },
  '19-embedchain__embedchain.json': { warnings: 8 },
  '20-tursodatabase__turso-docs.json': { warnings: 6 },
  '21-lmnr-ai__docs.json': { problems: ['colors.background.light'] },
  '22-pezzolabs__pezzo.json': { warnings: 2 },
  '23-AGInfer__docs.json': { warnings: 1 },
  '24-sinaptik-ai__pandas-ai.json': { problems: ['versions[0]', 'versions[1]', 'footerSocials.x'] },
  '25-uselotus__lotus.json': { problems: ['colors.background.light'] },
  '26-vocodedev__vocode-core.json': { warnings: 2 },
  '27-1GMedia__docs.json': { warnings: 2 },
  '28-Argus-Labs__world-engine.json': { problems: ['colors.background.dark'] },
  '29-browser-use__browser-use.json': { problems: ['colors.background.light', 'footerSocials.x'] },
  '30-0pass__repacket-docs.json': { warnings: 9 },
  '31-powersync-ja__powersync-docs.json': { problems: ['footerSocials.bluesky', 'footerSocials.x', 'footerSocials.youtube'] },
  '32-browserbase__docs.json': { problems: ['footerSocials.x'] },
  '33-Cordtus__mintlifier.json': { warnings: 6 },
  '34-0x6flab__mpesaoverlay.json': { problems: ['colors.background.light'] },
  '35-AetherLinkApp__aetherlink-docs.json': { problems: ['colors.background'] },
  '36-mintlify__docs.json': { problems: ['colors.primary', 'colors.light', 'colors.dark', 'api.auth.method'] },
  '37-agno-agi__agno-docs.json': { problems: ['line 2, column 2'] },
  '38-Skyvern-AI__skyvern.json': { problems: ['line 63, column 44'] },
  '39-3am-com-hk__3am-docs.json': { problems: ['line 32, column 7'] },
  '40-openinterpreter__open-interpreter.json': { problems: ['line 120, column 1'] },
};

/** What each kind of problem must tell the author (the fix, not just the fault). */
const MESSAGE_FOR_PATH: Array<[RegExp, RegExp]> = [
  [/^footerSocials\.x$/, /found the key "x"\n\s+hint: use "twitter" for an X account/],
  [/^footerSocials\.(youtube|bluesky)$/, /expected one of the allowed keys "website", .* "hacker-news"/],
  [/^footerSocials$/, /found an array of \d+ items\n\s+hint: use the object form: \{ "website": "https:\/\/livepeer.org"/],
  [/^colors\.background\.(light|dark)$/, /is required when colors\.background is given .*; found only "(dark|light)"\n\s+hint: give both modes/],
  [/^colors\.background$/, /expected an object \{ "light": "#rrggbb", "dark": "#rrggbb" \}, found "#0b0b0b"/],
  [/^versions\[\d\]$/, /expected a version name \(a string\), found an object .*\n\s+hint: use its name: "/],
  [/^anchors\[\d\]\.iconType$/, /expected one of "brands", "duotone", "light", "sharp-solid", "solid", "thin", found "(regular|sharp-duotone-solid)"/],
  [/^colors\.(primary|light|dark)$/, /expected a hex colour like "#0d9373" \(#rgb or #rrggbb\), found "web-editor"/],
  [/^api\.auth\.method$/, /expected one of "bearer", "basic", "key", found "web-editor"/],
  [/^line 2, column 2$/, /found a merge-conflict marker "<<<<<<<"/],
  [/^line 120, column 1$/, /found a merge-conflict marker "="/],
  [/^line 63, column 44$/, /found a trailing comma\n\s+hint: remove the comma/],
  [/^line 32, column 7$/, /expected "," between two values/],
];

const skip = corpusSkip(CORPUS);

test('the corpus holds exactly the files whose outcome is recorded', { skip }, () => {
  assert.deepEqual(
    readdirSync(CORPUS)
      .filter((f) => f.endsWith('.json'))
      .sort(),
    Object.keys(EXPECTED).sort(),
  );
});

for (const [file, outcome] of Object.entries(EXPECTED)) {
  test(`corpus ${file}`, { skip }, () => {
    const result = validateSiteJsonText(readFileSync(join(CORPUS, file), 'utf8'));
    if ('warnings' in outcome) {
      assert.ok(result.ok, result.ok ? '' : result.problems.map(formatProblem).join('\n'));
      assert.equal(result.warnings.length, outcome.warnings);
      return;
    }
    assert.equal(result.ok, false);
    if (result.ok) return;
    const places = result.problems.map((p) => (p.line !== undefined ? `line ${p.line}, column ${p.column}` : formatJsonPath(p.path)));
    assert.deepEqual(places, outcome.problems);
    for (const [index, problem] of result.problems.entries()) {
      const rule = MESSAGE_FOR_PATH.find(([path]) => path.test(places[index]));
      assert.ok(rule, `no message expectation for ${places[index]}`);
      assert.match(formatProblem(problem), rule[1]);
    }
  });
}
