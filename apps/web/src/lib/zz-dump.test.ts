import { readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { translate } from './i18n';
import './i18n-bundles.test';

it('dumps', () => {
  const keys = readFileSync('/tmp/sp-misc.txt', 'utf8').trim().split('\n');
  writeFileSync('/tmp/sp-misc-en.txt', keys.map((k) => `${k}\t${translate('en', k)}`).join('\n'));
});
