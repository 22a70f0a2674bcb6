import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

// Query cost guards, run as validation rules so an abusive query is rejected
// before any resolver runs. The data set is small, so the limits are about the
// shape of the query, not the size of the answer.

export const MAX_QUERY_DEPTH = 8;
export const MAX_ALIASES = 15;
/**
 * Introspection nests `ofType` by design (graphql-js's own introspection query is
 * 15 levels deep), so a pure introspection query gets this larger bound instead.
 * graphql-js's MaxIntrospectionDepthRule already stops the `fields { type { fields … } } }`
 * fan-out; this stops a merely very deep one.
 */
export const MAX_INTROSPECTION_DEPTH = 20;
/** Bounds parsing work: a real query is a few hundred tokens, graphql-js's introspection query under 200. */
export const MAX_TOKENS = 2000;

function selectionDepth(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      // Introspection's own meta fields (__typename, __schema…) are not data depth.
      const own = selection.name.value.startsWith('__') && !selection.selectionSet ? 0 : 1;
      deepest = Math.max(deepest, own + selectionDepth(selection.selectionSet, fragments, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name) || !fragments[name]) continue; // cycles and unknown fragments are reported by the standard rules
      deepest = Math.max(deepest, selectionDepth(fragments[name].selectionSet, fragments, new Set([...seen, name])));
    }
  }
  return deepest;
}

function fragmentsOf(context: ValidationContext): Record<string, FragmentDefinitionNode> {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  return fragments;
}

/** Rejects an operation whose fields nest deeper than MAX_QUERY_DEPTH levels. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      // Introspection queries (the sandbox's schema fetch) nest type references deeply by design.
      const introspectionOnly = operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
      const limit = introspectionOnly ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH;
      const depth = selectionDepth(operation.selectionSet, fragmentsOf(context), new Set());
      if (depth > limit) {
        context.reportError(new GraphQLError(`Query is nested ${depth} levels deep; the limit is ${limit}.`, { nodes: [operation] }));
      }
    },
  };
}

/** Rejects a document that uses more than MAX_ALIASES aliases (alias batching multiplies work). */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(field) {
      if (field.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES) {
          context.reportError(new GraphQLError(`Query uses ${aliases} aliases; the limit is ${MAX_ALIASES}.`));
        }
      },
    },
  };
}
