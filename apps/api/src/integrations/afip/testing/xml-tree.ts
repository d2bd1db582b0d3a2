/**
 * Comparing SOAP requests by their parsed Body tree (test helper): element local names, their
 * order, and text values — so a request our client builds can be checked against a recorded
 * request of `samples/` whatever prefixes, whitespace or envelope decorations each side uses.
 */
import { XMLParser } from 'fast-xml-parser';

/** An element: its local name and either text or child elements, in document order. */
export type XmlTree = { name: string; text?: string; children?: XmlTree[] };

const parser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
});

type OrderedNode = Record<string, OrderedNode[] | string>;

function toTree(node: OrderedNode): XmlTree {
  const name = Object.keys(node).find((key) => key !== ':@') ?? '';
  const content = node[name];
  if (!Array.isArray(content) || content.length === 0) return { name, text: '' };
  const texts = content.filter((child) => '#text' in child);
  const elements = content.filter((child) => !('#text' in child));
  if (elements.length === 0) {
    return { name, text: texts.map((child) => String(child['#text'])).join('') };
  }
  return { name, children: elements.map(toTree) };
}

/** The tree of the SOAP Body's first child of a whole request/response document. */
export function soapBodyTree(document: string): XmlTree {
  const root = (parser.parse(document) as OrderedNode[]).find((node) => !('#text' in node));
  if (!root) throw new Error('No root element');
  const envelope = toTree(root);
  const body = envelope.children?.find((child) => child.name === 'Body');
  const first = body?.children?.[0];
  if (!first) throw new Error('No SOAP Body child');
  return first;
}

/**
 * The tree with values made comparable: the values of `ignored` elements (credentials such as
 * `Token`, `Sign`, `in0`) become `*`, and decimals lose trailing zeros (`'1.000'` → `'1'`,
 * `'15000.00'` → `'15000'`), since ARCA reads them as doubles.
 */
export function normalizeTree(tree: XmlTree, ignored: readonly string[]): XmlTree {
  if (tree.children) {
    return {
      name: tree.name,
      children: tree.children.map((child) => normalizeTree(child, ignored)),
    };
  }
  if (ignored.includes(tree.name)) return { name: tree.name, text: '*' };
  const text = tree.text ?? '';
  return {
    name: tree.name,
    text: /^-?\d+\.\d+$/.test(text) ? text.replace(/0+$/, '').replace(/\.$/, '') : text,
  };
}

/** The credentials whose values differ between a recorded request and ours. */
export const credentialElements = ['Token', 'Sign', 'token', 'sign', 'in0'] as const;

/** {@link soapBodyTree} + {@link normalizeTree} with {@link credentialElements} ignored. */
export function comparableBody(document: string): XmlTree {
  return normalizeTree(soapBodyTree(document), credentialElements);
}
