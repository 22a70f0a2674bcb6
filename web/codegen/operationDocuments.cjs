// A GraphQL Code Generator plugin: every query of the web app by its operation name, as the
// very DocumentNode object generated in graphql.ts (same object, so Apollo's caches, which are
// keyed by the document and its selection sets, recognise it). The browser uses it to read the
// queries the server rendered a page with before it hydrates (app/boot/warmApollo.ts).
const { Kind } = require('graphql');

/** typescript-react-apollo's name for an operation's document: its name in PascalCase, then "Document". */
const documentName = (operation) => `${operation[0].toUpperCase()}${operation.slice(1)}Document`;

module.exports = {
  plugin(_schema, documents) {
    const names = documents
      .flatMap((file) => file.document?.definitions ?? [])
      .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query' && definition.name)
      .map((definition) => definition.name.value)
      .sort();
    return [
      `import type { DocumentNode } from 'graphql';`,
      `import { ${names.map(documentName).join(', ')} } from './graphql';`,
      '',
      '/** Each query of the web app by its operation name. */',
      'export const QUERY_DOCUMENTS: Readonly<Record<string, DocumentNode>> = {',
      ...names.map((name) => `  ${name}: ${documentName(name)},`),
      '};',
      '',
    ].join('\n');
  },
};
