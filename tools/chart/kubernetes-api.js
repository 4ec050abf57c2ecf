/**
 * The Kubernetes 1.31 API as a tree of field names, read from the typed API that cdk8s generated
 * from the 1.31 OpenAPI document (cdk8s-plus-31's lib/imports/k8s.d.ts): every object type with
 * its fields, each field's JSON name taken from its `@schema <definition>#<field>` tag.
 * kubernetes-models checks types and required fields but lets unknown fields through; this tree
 * is what finds them.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SCHEMA_TAG = /@schema\s+\S+#(\S+)/;

/** `string[]` -> { array: leaf }, `{ [key: string]: X }` -> { map: X }, `Foo` -> { ref: 'Foo' }, else a leaf. */
function fieldType(node) {
  if (ts.isArrayTypeNode(node)) return { array: fieldType(node.elementType) };
  if (ts.isTypeLiteralNode(node)) {
    const index = node.members.find(ts.isIndexSignatureDeclaration);
    return index ? { map: fieldType(index.type) } : {};
  }
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) return { ref: node.typeName.text };
  // strings, numbers, booleans, `any`, unions: values kubernetes-models types, with no fields to check
  return {};
}

function jsonName(member, source) {
  const docs = ts.getJSDocCommentsAndTags(member).map((doc) => doc.getText(source));
  const tagged = docs.map((text) => SCHEMA_TAG.exec(text)).find(Boolean);
  return tagged ? tagged[1] : member.name.getText(source);
}

/** { types: { Name: { field: type } }, kinds: { 'apps/v1/Deployment': 'KubeDeploymentProps' } } */
function readKubernetesApi() {
  const dir = path.join(path.dirname(require.resolve('cdk8s-plus-31/package.json')), 'lib', 'imports');
  const declarations = fs.readFileSync(path.join(dir, 'k8s.d.ts'), 'utf8');
  const source = ts.createSourceFile('k8s.d.ts', declarations, ts.ScriptTarget.Latest, true);
  const types = {};
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const fields = {};
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      fields[jsonName(member, source)] = fieldType(member.type);
    }
    types[statement.name.text] = fields;
  }
  // each top-level class `KubeX` states its apiVersion and kind in the generated code; its fields are `KubeXProps`
  const code = fs.readFileSync(path.join(dir, 'k8s.js'), 'utf8');
  const kinds = {};
  for (const [, name, apiVersion, kind] of code.matchAll(
    /^(\w+)\.GVK = \{\n\s*apiVersion: '([^']+)',\n\s*kind: '([^']+)'/gm,
  )) {
    if (types[`${name}Props`]) kinds[`${apiVersion}/${kind}`] = `${name}Props`;
  }
  return { types, kinds };
}

module.exports = { readKubernetesApi };
