import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * The schema has only a Query root. graphql-js 16 does not validate that an
 * operation's root type exists (17 adds KnownOperationTypesRule), so without this
 * rule `mutation { x }` passes validation and fails in execution as a 500-style
 * "Internal server error". Rejecting it here makes it a plain validation error.
 */
export function readOnlyRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation === 'query') return;
      context.reportError(
        new GraphQLError(`This API is read-only: it has no ${operation.operation} operations, only queries.`, { nodes: [operation] }),
      );
    },
  };
}
