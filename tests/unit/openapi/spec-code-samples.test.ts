import assert from 'node:assert/strict';
import { test } from 'node:test';
import { specCodeSamples } from '../../../src/openapi/spec-code-samples.ts';

test('x-codeSamples, or the older x-code-samples: in the file order, labelled by their label or language; an entry without a language or a source string is left out', () => {
  assert.deepEqual(
    specCodeSamples({
      'x-codeSamples': [
        { lang: 'bash', label: 'List all unwatered plants', source: 'planter list -u\n' },
        { lang: 'javascript', source: "const planter = require('planter');\nplanter.list({ unwatered: true });\n" },
        { lang: 'ruby', source: 42 },
        { source: 'no language' },
        'not an object',
      ],
    }),
    [
      { lang: 'bash', label: 'List all unwatered plants', source: 'planter list -u' },
      { lang: 'javascript', label: 'javascript', source: "const planter = require('planter');\nplanter.list({ unwatered: true });" },
    ],
  );
  assert.deepEqual(specCodeSamples({ 'x-code-samples': [{ lang: 'go', label: '', source: 'x' }] }), [{ lang: 'go', label: 'go', source: 'x' }]);
  assert.deepEqual(specCodeSamples({ 'x-codeSamples': 'not a list' }), []);
  assert.deepEqual(specCodeSamples({}), []);
});
