import {
  BREAK,
  GraphQLError,
  Kind,
  visit,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** Refuses documents nested deeper than `max` fields, following fragments, so one request cannot fan out without end. */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context.getDocument());
    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const selection of set.selections) {
        let depth: number;
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
          context.reportError(
            new GraphQLError(`Query is nested too deeply (at most ${max} levels)`, { nodes: [node] }),
          );
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

/**
 * Refuses an operation that would run the top-level field `name` under more than one response key
 * (aliases, fragments followed), for a mutation whose effect must happen at most once per request:
 * the operation is refused whole, before its first run has done anything.
 */
export function oncePerOperation(name: string, message: string) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context.getDocument());
    const responseKeys = (set: SelectionSetNode | undefined, keys: Set<string>, seen: Set<string>): Set<string> => {
      for (const selection of set?.selections ?? []) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value === name) keys.add(selection.alias?.value ?? name);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          responseKeys(selection.selectionSet, keys, seen);
        } else if (!seen.has(selection.name.value)) {
          seen.add(selection.name.value);
          responseKeys(fragments.get(selection.name.value)?.selectionSet, keys, seen);
        }
      }
      return keys;
    };
    return {
      OperationDefinition(node) {
        if (responseKeys(node.selectionSet, new Set(), new Set()).size > 1) {
          context.reportError(new GraphQLError(message, { nodes: [node] }));
        }
      },
    };
  };
}

/** Whether the document writes more than `max` fields, counted as written (fragments once each); stops counting past `max`. */
export function hasMoreFieldsThan(document: DocumentNode, max: number): boolean {
  let fields = 0;
  visit(document, {
    Field() {
      return ++fields > max ? BREAK : undefined;
    },
  });
  return fields > max;
}
