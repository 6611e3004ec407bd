// @wallet/xss-corpus: a test kit. Test files, stories and testing/ helpers import it; production code may not (lint).
export { XSS_CORPUS, XSS_PAYLOADS, XSS_LIST_NAMES } from './corpus';
export type { XssPayload, XssListName } from './corpus';
export { xssFindings, URL_ATTRIBUTES, EXECUTABLE_TAGS } from './xss-findings';
export type { XssPolicy } from './xss-findings';
