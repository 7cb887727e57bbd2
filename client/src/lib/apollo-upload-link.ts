import { ApolloLink } from '@apollo/client';
import { parseAndCheckHttpResponse } from '@apollo/client/link/http';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';

/** Called with the share of the request body sent so far, from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

declare module '@apollo/client' {
  interface DefaultContext {
    /** Set on an upload mutation's context to follow the upload. */
    onUploadProgress?: UploadProgressListener;
  }
}

function fileVariables(variables: Record<string, unknown>): [string, File][] {
  return Object.entries(variables).filter((entry): entry is [string, File] => entry[1] instanceof File);
}

/**
 * Sends operations whose variables hold a File as a GraphQL multipart request
 * (https://github.com/jaydenseric/graphql-multipart-request-spec) over XMLHttpRequest, which
 * reports upload progress (fetch does not); every other operation goes on down the chain.
 */
export function createUploadLink(uri: string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const files = fileVariables(operation.variables);
    if (files.length === 0) return forward(operation);

    return new Observable<ApolloLink.Result>((observer) => {
      const { headers = {}, onUploadProgress } = operation.getContext();
      const variables: Record<string, unknown> = { ...operation.variables };
      const map: Record<string, string[]> = {};
      files.forEach(([name], index) => {
        variables[name] = null;
        map[String(index)] = [`variables.${name}`];
      });
      const body = new FormData();
      body.append(
        'operations',
        JSON.stringify({ operationName: operation.operationName, query: print(operation.query), variables }),
      );
      body.append('map', JSON.stringify(map));
      files.forEach(([, file], index) => body.append(String(index), file, file.name));

      const request = new XMLHttpRequest();
      request.open('POST', uri);
      for (const [name, value] of Object.entries(headers as Record<string, string>))
        request.setRequestHeader(name, value);
      // Apollo Server refuses multipart requests without it (CSRF prevention).
      request.setRequestHeader('Apollo-Require-Preflight', 'true');
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        // The same reading of the answer as Apollo's HttpLink: status, JSON, data or errors.
        const response = new Response(request.responseText, {
          status: request.status,
          headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
        });
        parseAndCheckHttpResponse(operation)(response).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      };
      request.onerror = () => observer.error(new TypeError('Network request failed'));
      request.onabort = () => observer.error(new TypeError('Upload aborted'));
      request.send(body);
      return () => {
        if (request.readyState !== XMLHttpRequest.DONE) request.abort();
      };
    });
  });
}
