declare module 'virtual:wallet-gift-link-key' {
  /** The operator's gift-link public key, compiled in by tools/vite/gift-link-key.ts (a sandbox build: the demo key). */
  export const giftLinkPublicKey: string;
}
