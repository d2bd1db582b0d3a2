/**
 * Validating the SOAP Body of our requests against the XML Schema embedded in ARCA's WSDL files
 * (test helper), with xmllint (libxml2 compiled to WebAssembly, `xmllint-wasm`).
 */
import { readFileSync } from 'node:fs';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';
import { wsdlDir } from './replay-server.js';

/**
 * The `<schema>` of a WSDL whose `targetNamespace` is `namespace`, as a standalone XSD: the
 * namespace declarations of `wsdl:definitions` copied onto it (its prefixes — `s:`, `xs:`,
 * `tns:`, `xsd:` — are declared there), and `<import>`s without a location removed.
 *
 * @param wsdlPath - relative to `wsdl/`, e.g. `wsfev1/service.asmx.homologacion.2026.wsdl`.
 */
export function extractWsdlSchema(wsdlPath: string, namespace: string): string {
  const wsdl = readFileSync(`${wsdlDir}${wsdlPath}`, 'utf8');
  const definitions = /<(?:\w+:)?definitions\b([^>]*)>/.exec(wsdl);
  if (!definitions) throw new Error(`No wsdl:definitions in ${wsdlPath}`);
  const rootDeclarations = [...(definitions[1] ?? '').matchAll(/\s(xmlns(?::\w+)?)="([^"]*)"/g)];
  const schemas = [...wsdl.matchAll(/<((?:\w+:)?schema)\b([^>]*)>([\s\S]*?)<\/\1>/g)];
  const match = schemas.find((schema) =>
    (schema[2] ?? '').includes(`targetNamespace="${namespace}"`),
  );
  if (!match) throw new Error(`No schema for ${namespace} in ${wsdlPath}`);
  const [, tag = 'schema', attributes = '', content = ''] = match;
  const extra = rootDeclarations
    .filter(([, name]) => !attributes.includes(`${name}=`))
    .map(([, name, value]) => ` ${name}="${value}"`)
    .join('');
  const withoutImports = content.replace(/<(?:\w+:)?import\b(?![^>]*schemaLocation)[^>]*\/>/g, '');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${tag}${attributes}${extra}>${withoutImports}</${tag}>`;
}

/** The SOAP Body's first child of a request document, as its own XML document. */
export function extractBodyElement(request: string): string {
  const match = /<((?:\w+:)?)Body>([\s\S]*)<\/\1Body>/.exec(request);
  if (!match) throw new Error('No SOAP Body in the request');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${(match[2] ?? '').trim()}`;
}

/** Validates the Body child of `request` against the schema of `namespace` in `wsdlPath`. */
export function validateRequestBody(
  request: string,
  wsdlPath: string,
  namespace: string,
): Promise<XMLValidationResult> {
  return validateXML({
    xml: [{ fileName: 'request.xml', contents: extractBodyElement(request) }],
    schema: [{ fileName: 'schema.xsd', contents: extractWsdlSchema(wsdlPath, namespace) }],
  });
}
