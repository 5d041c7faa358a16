import { describe, expect, it } from 'vitest';
import { MAX_MARKUP_CHARS } from './limits.ts';
import { XmlStream } from './xmlStream.ts';

function events(pieces: readonly string[]): string[] {
  const seen: string[] = [];
  const xml = new XmlStream({
    open: (name, attributes) => seen.push(`<${name} ${JSON.stringify(attributes)}>`),
    close: (name) => seen.push(`</${name}>`),
    text: (text) => seen.push(text),
  });
  for (const piece of pieces) xml.write(piece);
  xml.end();
  // Text may come in several calls; join neighbours for comparison.
  return seen.reduce<string[]>((joined, event) => {
    const last = joined.at(-1);
    if (last !== undefined && !event.startsWith('<') && !last.startsWith('<')) joined[joined.length - 1] = last + event;
    else joined.push(event);
    return joined;
  }, []);
}

describe('XmlStream', () => {
  const document =
    '<?xml version="1.0"?><!-- a > comment --><x:sst a="1 > 0" b=\'&quot;q&quot;\'><si><t>A &amp; B &#x3A9;&#937;</t></si>' +
    '<si><t><![CDATA[<raw> &amp;]]></t></si><si><t>1\r\n2\r3</t></si><empty/></x:sst>';
  const expected = [
    '<sst {"a":"1 > 0","b":"\\"q\\""}>', '<si {}>', '<t {}>', 'A & B ΩΩ', '</t>', '</si>',
    '<si {}>', '<t {}>', '<raw> &amp;', '</t>', '</si>', '<si {}>', '<t {}>', '1\n2\n3', '</t>', '</si>',
    '<empty {}>', '</empty>', '</sst>',
  ];

  it('reads elements, attributes, entities and CDATA, dropping prefixes, comments and declarations', () => {
    expect(events([document])).toEqual(expected);
  });

  it('reads the same whatever the pieces are cut at, inside tags and entities too', () => {
    for (let cut = 1; cut < document.length; cut += 1) {
      expect(events([document.slice(0, cut), document.slice(cut)])).toEqual(expected);
    }
  });

  it('expands no declared entity and refuses a tag that never ends', () => {
    expect(events(['<!DOCTYPE t [<!ENTITY big "boom">]><t>&big;</t>'])).toContain('&big;');
    const xml = new XmlStream({ open() {}, close() {}, text() {} });
    expect(() => xml.write(`<t a="${'x'.repeat(MAX_MARKUP_CHARS)}`)).toThrow(/tooLarge/);
  });
});
