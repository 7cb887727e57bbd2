import type { Request, RequestHandler } from 'express';
import { Field, ObjectType, type ClassType } from 'type-graphql';

/** A page as the services answer it: the rows, the cursor after each, and whether more follow. */
export interface PageOf<Node> {
  rows: Node[];
  cursors: string[];
  hasNextPage: boolean;
  endCursor: string | null;
}

@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field()
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to read the next page' })
  endCursor: string | null;
}

export interface Connection<Node> {
  edges: { cursor: string; node: Node }[];
  pageInfo: PageInfo;
}

/** The Relay-style connection and edge types of one kind of node: `{name}Connection`, `{name}Edge`. */
export function connectionType<Node extends object>(name: string, node: ClassType<Node>): ClassType<Connection<Node>> {
  @ObjectType(`${name}Edge`, { simpleResolvers: true })
  class Edge {
    @Field()
    cursor: string;

    @Field(() => node)
    node: Node;
  }

  @ObjectType(`${name}Connection`, { simpleResolvers: true })
  class ConnectionOf {
    @Field(() => [Edge])
    edges: Edge[];

    @Field(() => PageInfo)
    pageInfo: PageInfo;
  }
  return ConnectionOf;
}

export function toConnection<Node>(page: PageOf<Node>): Connection<Node> {
  return {
    edges: page.rows.map((node, index) => ({ cursor: page.cursors[index], node })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
  };
}

/**
 * The page a REST list call asks for with `limit` and `cursor`, or undefined when it names neither
 * and so asks for the whole list, as the calls always have.
 */
export function restPageAsked(req: Request): { first: unknown; after: unknown } | undefined {
  const { limit, cursor } = req.query;
  if (limit === undefined && cursor === undefined) return undefined;
  return { first: limit, after: cursor };
}

/**
 * A list route that answers a page when `limit` or `cursor` is given and the whole list otherwise. Only the whole
 * list is answered conditionally: its entity tag names the list's version, not a page of it, so a page is never
 * answered 304.
 */
export function wholeListOrPage(whole: RequestHandler, page: RequestHandler): RequestHandler {
  return (req, res, next) => (restPageAsked(req) ? page : whole)(req, res, next);
}

/** A REST list page: the rows under their key, and the cursor of the next page (null on the last). */
export function restPage<Node>(key: string, page: PageOf<Node>, toJson: (node: Node) => object) {
  return { [key]: page.rows.map(toJson), next_cursor: page.hasNextPage ? page.endCursor : null };
}
