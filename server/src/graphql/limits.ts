import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

// Query shape guards, run as validation rules so an abusive query is rejected
// before any resolver runs. Apollo Server's own `maxRecursiveSelections` rule
// (MAX_RECURSIVE_SELECTIONS below) runs first: it counts the selections a document
// expands to with each fragment counted once (memoised), so a chain of fragments
// that each spread the next twice (2^40 paths from 1.6 kB) is refused in time
// linear in the document. Apollo runs the rules here, and the cost analysis
// (queryCost.ts), only on documents that passed that count, so no later walk can
// be handed an exponential expansion.

/**
 * Selections after expanding every fragment spread (Apollo's `maxRecursiveSelections`).
 * The standard introspection query expands to about 200, the app's largest query to under 100.
 */
export const MAX_RECURSIVE_SELECTIONS = 1000;
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

type Fragments = Map<string, FragmentDefinitionNode>;

/**
 * The depth of a selection set, each fragment's depth computed once (memo), so the
 * walk is linear in the document even when fragments spread each other many times.
 */
function selectionDepth(set: SelectionSetNode | undefined, fragments: Fragments, memo: Map<string, number>): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      // Introspection's own meta fields (__typename, __schema…) are not data depth.
      const own = selection.name.value.startsWith('__') && !selection.selectionSet ? 0 : 1;
      deepest = Math.max(deepest, own + selectionDepth(selection.selectionSet, fragments, memo));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, memo));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment) continue; // unknown fragments are reported by the standard rules
      if (!memo.has(name)) {
        memo.set(name, 0); // a cycle (reported by NoFragmentCyclesRule) counts as no depth
        memo.set(name, selectionDepth(fragment.selectionSet, fragments, memo));
      }
      deepest = Math.max(deepest, memo.get(name)!);
    }
  }
  return deepest;
}

function fragmentsOf(context: ValidationContext): Fragments {
  const fragments: Fragments = new Map();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Rejects an operation whose fields nest deeper than MAX_QUERY_DEPTH levels. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const memo = new Map<string, number>();
  return {
    OperationDefinition(operation) {
      // Introspection queries (the sandbox's schema fetch) nest type references deeply by design.
      const introspectionOnly = operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
      const limit = introspectionOnly ? MAX_INTROSPECTION_DEPTH : MAX_QUERY_DEPTH;
      const depth = selectionDepth(operation.selectionSet, fragmentsOf(context), memo);
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
