// Reads openapi/openapi.yaml (Node only): the contract suite and the started sandbox validate against it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { Json } from './document';
import { RequestValidator } from '../request-validation';

/** Where the document lives, from this file. */
export const DOCUMENT_PATH = path.resolve(import.meta.dirname, '../../../../openapi/openapi.yaml');

/** The parsed document. */
export function readOpenApiDocument(file = DOCUMENT_PATH): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

let shared: RequestValidator | undefined;

/** The request validator of the repository's document, compiled once per process (it never changes). */
export function contractRequestValidator(): RequestValidator {
  shared ??= new RequestValidator(readOpenApiDocument());
  return shared;
}
