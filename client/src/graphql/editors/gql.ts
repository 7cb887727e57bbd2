/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ScheduleDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n    }\n  }\n": typeof types.ScheduleDocumentDocument,
    "\n  mutation SaveScheduleDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n    }\n  }\n": typeof types.SaveScheduleDocumentDocument,
    "\n  query ContentChanges($first: Int, $after: String) {\n    contentChanges(first: $first, after: $after) {\n      edges {\n        node {\n          revision\n          key\n          action\n          authorName\n          createdAt\n          summary\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ContentChangesDocument,
    "\n  query ContentDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.ContentDocumentDocument,
    "\n  query ContentHistory($key: String!, $first: Int, $after: String) {\n    contentHistory(key: $key, first: $first, after: $after) {\n      edges {\n        node {\n          ...ContentVersionFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n  fragment ContentVersionFields on ContentVersion {\n    revision\n    key\n    body\n    action\n    authorName\n    createdAt\n    summary\n  }\n": typeof types.ContentHistoryDocument,
    "\n  query EditableContent {\n    editableContent\n  }\n": typeof types.EditableContentDocument,
    "\n  query GoLiveChecklist {\n    goLiveChecklist {\n      group\n      what\n      value\n      todo\n      editPath\n    }\n  }\n": typeof types.GoLiveChecklistDocument,
    "\n  mutation RestoreContentVersion($key: String!, $revision: Int!) {\n    restoreContentVersion(key: $key, revision: $revision) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.RestoreContentVersionDocument,
    "\n  mutation SaveContentDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.SaveContentDocumentDocument,
    "\n  mutation UploadContentImage($file: Upload!, $alt: String!) {\n    uploadContentImage(file: $file, alt: $alt) {\n      id\n      alt\n      width\n      height\n      widths\n      formats\n    }\n  }\n": typeof types.UploadContentImageDocument,
};
const documents: Documents = {
    "\n  query ScheduleDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n    }\n  }\n": types.ScheduleDocumentDocument,
    "\n  mutation SaveScheduleDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n    }\n  }\n": types.SaveScheduleDocumentDocument,
    "\n  query ContentChanges($first: Int, $after: String) {\n    contentChanges(first: $first, after: $after) {\n      edges {\n        node {\n          revision\n          key\n          action\n          authorName\n          createdAt\n          summary\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ContentChangesDocument,
    "\n  query ContentDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n": types.ContentDocumentDocument,
    "\n  query ContentHistory($key: String!, $first: Int, $after: String) {\n    contentHistory(key: $key, first: $first, after: $after) {\n      edges {\n        node {\n          ...ContentVersionFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n  fragment ContentVersionFields on ContentVersion {\n    revision\n    key\n    body\n    action\n    authorName\n    createdAt\n    summary\n  }\n": types.ContentHistoryDocument,
    "\n  query EditableContent {\n    editableContent\n  }\n": types.EditableContentDocument,
    "\n  query GoLiveChecklist {\n    goLiveChecklist {\n      group\n      what\n      value\n      todo\n      editPath\n    }\n  }\n": types.GoLiveChecklistDocument,
    "\n  mutation RestoreContentVersion($key: String!, $revision: Int!) {\n    restoreContentVersion(key: $key, revision: $revision) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n": types.RestoreContentVersionDocument,
    "\n  mutation SaveContentDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n": types.SaveContentDocumentDocument,
    "\n  mutation UploadContentImage($file: Upload!, $alt: String!) {\n    uploadContentImage(file: $file, alt: $alt) {\n      id\n      alt\n      width\n      height\n      widths\n      formats\n    }\n  }\n": types.UploadContentImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduleDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n    }\n  }\n"): (typeof documents)["\n  query ScheduleDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveScheduleDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n    }\n  }\n"): (typeof documents)["\n  mutation SaveScheduleDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentChanges($first: Int, $after: String) {\n    contentChanges(first: $first, after: $after) {\n      edges {\n        node {\n          revision\n          key\n          action\n          authorName\n          createdAt\n          summary\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentChanges($first: Int, $after: String) {\n    contentChanges(first: $first, after: $after) {\n      edges {\n        node {\n          revision\n          key\n          action\n          authorName\n          createdAt\n          summary\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n"): (typeof documents)["\n  query ContentDocument($key: String!) {\n    contentDocument(key: $key) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentHistory($key: String!, $first: Int, $after: String) {\n    contentHistory(key: $key, first: $first, after: $after) {\n      edges {\n        node {\n          ...ContentVersionFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n  fragment ContentVersionFields on ContentVersion {\n    revision\n    key\n    body\n    action\n    authorName\n    createdAt\n    summary\n  }\n"): (typeof documents)["\n  query ContentHistory($key: String!, $first: Int, $after: String) {\n    contentHistory(key: $key, first: $first, after: $after) {\n      edges {\n        node {\n          ...ContentVersionFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n  fragment ContentVersionFields on ContentVersion {\n    revision\n    key\n    body\n    action\n    authorName\n    createdAt\n    summary\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditableContent {\n    editableContent\n  }\n"): (typeof documents)["\n  query EditableContent {\n    editableContent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoLiveChecklist {\n    goLiveChecklist {\n      group\n      what\n      value\n      todo\n      editPath\n    }\n  }\n"): (typeof documents)["\n  query GoLiveChecklist {\n    goLiveChecklist {\n      group\n      what\n      value\n      todo\n      editPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreContentVersion($key: String!, $revision: Int!) {\n    restoreContentVersion(key: $key, revision: $revision) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreContentVersion($key: String!, $revision: Int!) {\n    restoreContentVersion(key: $key, revision: $revision) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveContentDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n"): (typeof documents)["\n  mutation SaveContentDocument($input: SaveContentInput!) {\n    saveContentDocument(input: $input) {\n      key\n      body\n      revision\n      updatedAt\n      updatedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadContentImage($file: Upload!, $alt: String!) {\n    uploadContentImage(file: $file, alt: $alt) {\n      id\n      alt\n      width\n      height\n      widths\n      formats\n    }\n  }\n"): (typeof documents)["\n  mutation UploadContentImage($file: Upload!, $alt: String!) {\n    uploadContentImage(file: $file, alt: $alt) {\n      id\n      alt\n      width\n      height\n      widths\n      formats\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;