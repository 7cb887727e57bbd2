import type { Response } from 'express';

export interface GraphqlRefusal {
  status: number;
  message: string;
  code: string;
}

/**
 * A refusal written before Apollo runs (rate limits, request checks, body parsing), in the same shape
 * Apollo gives its own errors, so a client reads every answer from /graphql the same way.
 */
export function sendGraphqlError(res: Response, { status, message, code }: GraphqlRefusal): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}
