import { Kind, visit, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode, type TypeNode, type ValueNode } from 'graphql';
import { graphqlModule } from '../schema/graphqlModule.ts';
import { SIZE_ARGUMENTS } from './queryCost.ts';

/** Whether a value written in the document is or holds a variable. */
export function holdsVariable(value: ValueNode): boolean {
  if (value.kind === Kind.VARIABLE) return true;
  if (value.kind === Kind.LIST) return value.values.some(holdsVariable);
  if (value.kind === Kind.OBJECT) return value.fields.some((field) => holdsVariable(field.value));
  return false;
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

function isListTypeNode(type: TypeNode): boolean {
  return type.kind === Kind.NON_NULL_TYPE ? isListTypeNode(type.type) : type.kind === Kind.LIST_TYPE;
}

/**
 * Whether an operation's cost or list lengths (`operationLimits.ts`) may depend on its variables:
 * a variable that is a list or an input object (which may hold one), or any variable in a size
 * argument (`first`, `ids`) or in a directive (`@include`, `@skip`). Scalar variables anywhere else
 * (`$id`, `$cursor`, a search text) change neither. Checked over every fragment of the document.
 */
function computeReadsVariables(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const structured = (operation.variableDefinitions ?? []).some(
    ({ type }) => isListTypeNode(type) || graphqlModule.isInputObjectType(schema.getType(namedType(type))),
  );
  if (structured) return true;
  let reads = false;
  visit(document, {
    Field(field) {
      if (field.arguments?.some((argument) => SIZE_ARGUMENTS.includes(argument.name.value) && holdsVariable(argument.value))) reads = true;
    },
    Directive(directive) {
      if (directive.arguments?.some((argument) => holdsVariable(argument.value))) reads = true;
    },
  });
  return reads;
}

const reads = new WeakMap<OperationDefinitionNode, boolean>();

/** `computeReadsVariables`, kept with the parsed document: it depends on the document alone. */
export function readsVariables(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  let found = reads.get(operation);
  if (found === undefined) reads.set(operation, (found = computeReadsVariables(schema, document, operation)));
  return found;
}
