import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters } from './text-characters';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['Dise\uFFFDo gr\uFFFDfico', 'a Windows-1252 file read as UTF-8'],
    ['Dise\u00F1o\u0081', 'a C1 control'],
    ['Nombre\u0000', 'NUL'],
    ['a\u0007b', 'BEL'],
    ['x\uDFFF', 'a lone low surrogate'],
    ['\uD83Dx', 'a lone high surrogate'],
    ['\u007F', 'DEL'],
  ])('finds one in %j (%s)', (text) => {
    expect(hasForbiddenCharacters(text)).toBe(true);
  });

  it.each([
    ['Diseño gráfico', 'accents'],
    ['Línea 1\nLínea 2', 'a line break'],
    ['a\tb\r\n', 'tab and CRLF'],
    ['Café ☕ 😀', 'an emoji (a surrogate pair)'],
    ['Ñandú €', 'ñ, ú and the euro sign'],
  ])('finds none in %j (%s)', (text) => {
    expect(hasForbiddenCharacters(text)).toBe(false);
  });
});
