import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A small namespace-aware XML layer for the ARCA simulator: fast-xml-parser reads the document
 * (in document order), this module resolves the `xmlns` declarations into an element tree, and a
 * hand-written serializer writes answers byte for byte in the shapes ARCA's servers use
 * (../shared/reference/arca/web-services.md §3.1: `.NET` writes an empty string as `<CAE />`, with
 * a space; Apache CXF writes `<x/>`). fast-xml-parser's builder cannot produce both forms nor keep
 * a prefix per element, so answers are serialized here.
 */

/** One parsed element: its namespace URI (`''` when unqualified), local name and content. */
export type XmlElement = {
  /** Namespace URI; `''` for an unqualified element (padrón children, `<in0>`). */
  ns: string;
  /** Local name, without prefix. */
  local: string;
  /** Attributes other than namespace declarations, by their written name. */
  attributes: Record<string, string>;
  /** Child elements in document order. */
  children: XmlElement[];
  /** The concatenated character data directly inside the element (entities decoded). */
  text: string;
};

/** Thrown by {@link parseXml} when the text is not well-formed XML. */
export class XmlSyntaxError extends Error {
  override readonly name = 'XmlSyntaxError';
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: false,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * Parses an XML document into its root {@link XmlElement}, resolving prefixes to namespace URIs.
 *
 * @throws XmlSyntaxError when the document is not well-formed or has no root element.
 */
export function parseXml(text: string): XmlElement {
  const validation = XMLValidator.validate(text);
  if (validation !== true) throw new XmlSyntaxError(validation.err.msg);
  const nodes = parser.parse(text) as OrderedNode[];
  const root = nodes.map((node) => toElement(node, new Map([['xml', XML_NS]]))).find(Boolean);
  if (!root) throw new XmlSyntaxError('The document has no root element');
  return root;
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

function toElement(node: OrderedNode, scope: Map<string, string>): XmlElement | undefined {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text');
  if (name === undefined || name.startsWith('?') || name.startsWith('!')) return undefined;
  const rawAttributes = node[':@'] ?? {};
  const inner = new Map(scope);
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttributes)) {
    if (key === 'xmlns') inner.set('', value);
    else if (key.startsWith('xmlns:')) inner.set(key.slice(6), value);
    else attributes[key] = value;
  }
  const colon = name.indexOf(':');
  const prefix = colon === -1 ? '' : name.slice(0, colon);
  const local = colon === -1 ? name : name.slice(colon + 1);
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[name] as OrderedNode[] | undefined) ?? []) {
    if ('#text' in child) text += String(child['#text']);
    else {
      const element = toElement(child, inner);
      if (element) children.push(element);
    }
  }
  return { ns: inner.get(prefix) ?? '', local, attributes, children, text };
}

/** The first child named `local` in namespace `ns` (any namespace when `ns` is undefined). */
export function childOf(
  element: XmlElement | undefined,
  local: string,
  ns?: string,
): XmlElement | undefined {
  return element?.children.find(
    (child) => child.local === local && (ns === undefined || child.ns === ns),
  );
}

/** Every child named `local` in namespace `ns` (any namespace when `ns` is undefined). */
export function childrenOf(element: XmlElement | undefined, local: string, ns?: string) {
  return (element?.children ?? []).filter(
    (child) => child.local === local && (ns === undefined || child.ns === ns),
  );
}

/** Escapes text for element content and attribute values (`&`, `<`, `>`, `"`). */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * An element to serialize. `content`: text (escaped), child nodes, or `null` for an empty
 * element (`<CAE />`). A child that is `undefined` or `false` is skipped, so optional elements
 * can be written inline (`value === undefined ? undefined : node('X', value)`).
 */
export type XmlNode = {
  name: string;
  attributes?: Record<string, string>;
  content: string | XmlChild[] | null;
};

/** A child slot of {@link XmlNode}: a node, or nothing. */
export type XmlChild = XmlNode | undefined | false;

/** Builds an {@link XmlNode}; numbers are written with {@link formatNumber}. */
export function node(
  name: string,
  content: string | number | XmlChild[] | null,
  attributes?: Record<string, string>,
): XmlNode {
  const value = typeof content === 'number' ? formatNumber(content) : content;
  return attributes ? { name, attributes, content: value } : { name, content: value };
}

/** Like {@link node} but `undefined` (no value) gives no element at all. */
export function optionalNode(
  name: string,
  content: string | number | null | undefined,
): XmlNode | undefined {
  return content === undefined ? undefined : node(name, content);
}

/** How an empty element is closed: `' />'` (.NET, Axis) or `'/>'` (Apache CXF). */
export type EmptyStyle = ' />' | '/>';

/** Writes a node tree as XML text without whitespace between elements. */
export function serializeXml(root: XmlNode, emptyStyle: EmptyStyle = ' />'): string {
  const attributes = Object.entries(root.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (root.content === null) return `<${root.name}${attributes}${emptyStyle}`;
  const inner =
    typeof root.content === 'string'
      ? escapeXml(root.content)
      : root.content
          .filter((child): child is XmlNode => Boolean(child))
          .map((child) => serializeXml(child, emptyStyle))
          .join('');
  return `<${root.name}${attributes}>${inner}</${root.name}>`;
}

/**
 * Writes a double the way .NET's XmlSerializer does for the values ARCA handles: the shortest
 * round-trip form without padding (`122`, `101.202`, `0`), never exponent notation for amounts.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  if (Number.isInteger(value)) return value.toFixed(0);
  return String(value);
}
