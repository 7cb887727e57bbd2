import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";

/** Refuses documents nested deeper than `max` fields, following fragments, so one request cannot fan out without end. */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const selection of set.selections) {
        let depth = 0;
        if (selection.kind === Kind.FIELD) {
          depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet, seen);
        } else {
          const name = selection.name.value;
          if (seen.has(name)) continue;
          depth = depthOf(fragments.get(name)?.selectionSet, new Set(seen).add(name));
        }
        deepest = Math.max(deepest, depth);
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        if (depthOf(node.selectionSet, new Set()) > max) {
          context.reportError(new GraphQLError(`Query is nested too deeply (at most ${max} levels)`, { nodes: [node] }));
        }
      },
    };
  };
}

/** Refuses documents with more than `max` aliases, which would otherwise repeat costly fields in one request. */
export function aliasLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias && ++aliases === max + 1) {
          context.reportError(new GraphQLError(`Too many aliases (at most ${max})`, { nodes: [node] }));
        }
      },
    };
  };
}
