// The app's `isSafeUrl` (@wallet/domain) as the pages' own inline scripts run it: they run before any module, so the
// check is written out here, in the same steps.
import { DEFAULT_SAFE_SCHEMES } from '@wallet/domain';

/**
 * Source of a function expression `function(q){...}` that is true exactly when `isSafeUrl(q)` is: a non-empty string
 * with no leading space and no control character that parses as an absolute URL of one of DEFAULT_SAFE_SCHEMES.
 */
export function safeUrlCheckSource(): string {
  const json = JSON.stringify;
  return (
    `function(q){return typeof q==='string'&&q!==''&&!/^\\s/.test(q)&&!/[\\u0000-\\u001f\\u007f]/.test(q)&&(function(){` +
    `try{return ${json(DEFAULT_SAFE_SCHEMES)}.indexOf(new URL(q).protocol.toLowerCase())>=0}catch(e){return false}})()}`
  );
}
