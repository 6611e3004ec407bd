// Every business constant in docs/product.md#constants (and the few fixed values of sections 1-5) as a named export, filed by
// topic, so no screen, client or SDK carries a magic number. UI sizes live with the ui-kit.
export * from './app';
export * from './chat';
export * from './market';
export * from './money';
export * from './paging';
export * from './timing';
export * from './spin';
export * from './storage';
