import { createCompiledCatalog } from '@lingui/cli/api';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { shortenCatalogIds, shortMessageIds } from './lingui-macro-plugin.ts';

const SOURCE_CATALOG = `msgid ""
msgstr ""
"Language: en\\n"

msgid "Claim {amount}"
msgstr "Claim {amount}"

msgctxt "noun"
msgid "Claim"
msgstr "Claim"

msgid "Nothing to claim"
msgstr "Nothing to claim"

#~ msgid "Gone"
#~ msgstr "Gone"
`;

describe('short message ids', () => {
  it('numbers every message of the source catalog by its id, context included, and skips obsolete ones', () => {
    const ids = shortMessageIds(SOURCE_CATALOG);
    const lingui = ['Claim {amount}', 'Nothing to claim'].map((text) => generateMessageId(text));
    lingui.push(generateMessageId('Claim', 'noun'));
    expect([...ids.keys()].sort()).toEqual([...lingui].sort());
    expect([...ids.values()].sort()).toEqual(['0', '1', '2']);
    expect(ids.has(generateMessageId('Gone'))).toBe(false);
  });

  it('renames a compiled catalog to the same short ids, leaving a message it does not know as it is', async () => {
    const ids = shortMessageIds(SOURCE_CATALOG);
    const claimId = generateMessageId('Claim {amount}');
    const { source } = createCompiledCatalog(
      'es',
      { [claimId]: 'Reclamar {amount}', unknownId: 'Otro "texto" \\ raro' },
      { namespace: 'es' },
    );
    const code = shortenCatalogIds(source, ids);
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      messages: Record<string, unknown>;
    };
    expect(module.messages).toEqual({
      [ids.get(claimId) ?? '']: ['Reclamar ', ['amount']],
      unknownId: ['Otro "texto" \\ raro'],
    });
  });

  it('refuses a catalog module of another shape rather than shipping it unrenamed', () => {
    expect(() => shortenCatalogIds('export const messages = {}', new Map())).toThrow(/JSON\.parse/);
  });
});
