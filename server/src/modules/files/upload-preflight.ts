import type { RequestHandler } from "express";
import { fileMessages } from "./file.rules";

/**
 * Apollo's CSRF prevention refuses a multipart request without a preflight
 * header, but only after the upload parser has started reading it. This
 * refuses it first, so not one byte of such a request is written to disk.
 */
export const requirePreflightForUploads: RequestHandler = (req, res, next) => {
  const multipart = req.is("multipart/form-data");
  if (multipart && !req.get("apollo-require-preflight") && !req.get("x-apollo-operation-name")) {
    res.status(400).json({ errors: [{ message: fileMessages.preflightRequired, extensions: { code: "BAD_REQUEST" } }] });
    return;
  }
  next();
};
